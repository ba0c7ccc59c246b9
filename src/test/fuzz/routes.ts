import type { z } from 'zod';
import type { TestApp } from '@/test/harness';
import { routeSchemas } from '@/server/lib/validate';

export interface FuzzRoute {
  /** GET, POST, … (a route for every method registers once per method). */
  method: string;
  /** The full path with its `:params` and `*` wildcards, e.g. /api/practice/sessions/:id. */
  path: string;
  /** The zod schemas the route validates, by target (json, query, param). */
  schemas: Partial<Record<string, z.ZodType>>;
  /** better-auth endpoints are listed through its own table (our route table says /api/auth/*). */
  source: 'app' | 'auth';
}

const AUTH_PREFIX = '/api/auth';

/**
 * Every route of the real app's route table, grouped by method and path, with the schemas of
 * its validators. The /api/auth/* mount is expanded into better-auth's own endpoints, with the
 * zod schemas it validates their bodies and queries with. A new route needs no registration.
 */
export function listRoutes(t: TestApp): FuzzRoute[] {
  const byKey = new Map<string, FuzzRoute>();
  for (const r of t.app.routes) {
    if (r.path === `${AUTH_PREFIX}/*`) continue;
    const methods = r.method === 'ALL' ? ['GET', 'POST'] : [r.method];
    for (const method of methods) {
      const key = `${method} ${r.path}`;
      const route = byKey.get(key) ?? { method, path: r.path, schemas: {}, source: 'app' };
      const known = routeSchemas.get(r.handler);
      if (known) route.schemas[known.target] = known.schema;
      byKey.set(key, route);
    }
  }
  for (const endpoint of Object.values(t.ctx.auth.api as Record<string, AuthEndpoint>)) {
    const opts = endpoint.options;
    if (!endpoint.path || !opts || opts.metadata?.SERVER_ONLY) continue;
    const methods = ([] as string[]).concat(opts.method ?? 'GET').filter((m) => m !== '*');
    for (const method of methods) {
      const schemas: FuzzRoute['schemas'] = {};
      if (isZod(opts.body)) schemas.json = opts.body;
      if (isZod(opts.query)) schemas.query = opts.query;
      const path = `${AUTH_PREFIX}${endpoint.path}`;
      byKey.set(`${method} ${path}`, { method, path, schemas, source: 'auth' });
    }
  }
  return [...byKey.values()];
}

interface AuthEndpoint {
  path?: string;
  options?: {
    method?: string | string[];
    body?: unknown;
    query?: unknown;
    metadata?: { SERVER_ONLY?: boolean };
  };
}

const isZod = (v: unknown): v is z.ZodType =>
  typeof v === 'object' && v !== null && '_zod' in v && 'safeParse' in v;

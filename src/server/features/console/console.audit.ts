import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { adminAudit } from '../../db/schema';
import type { AppEnv } from '../../hono-env';
import { adminActor } from './console.access';

/**
 * The audit trail of /api/admin (issue 17). Handlers call recordAudit with what they changed
 * (before/after); auditTrail, mounted once over the whole /api/admin tree, writes a row for any
 * mutating request that succeeded without one, so a new route cannot slip past the log. Read-only
 * POSTs (the CLI's `list`) opt out with skipAudit.
 */
export interface AuditEntry {
  action: string;
  entityType: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}

const recorded = new WeakMap<Request, 'written' | 'skipped'>();

const toJson = (v: unknown) => (v === undefined ? null : JSON.parse(JSON.stringify(v)));

export async function recordAudit(c: Context<AppEnv>, entry: AuditEntry) {
  const actor = adminActor(c);
  await writeAudit(c.var.ctx.db, { id: actor.id, email: actor.email }, entry);
  recorded.set(c.req.raw, 'written');
}

export function skipAudit(c: Context<AppEnv>) {
  recorded.set(c.req.raw, 'skipped');
}

export async function writeAudit(
  db: Db,
  actor: { id: string; email: string | null },
  entry: AuditEntry,
) {
  await db.insert(adminAudit).values({
    actor: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    before: toJson(entry.before),
    after: toJson(entry.after),
  });
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const auditTrail = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (READ_METHODS.has(c.req.method) || c.res.status >= 400) return;
  if (recorded.has(c.req.raw)) return;
  // A mutating route that wrote nothing itself: record the request as it came.
  const route = [...c.req.matchedRoutes].reverse().find((r) => r.method !== 'ALL');
  const path = route?.path ?? c.req.path;
  const params = c.req.param() as Record<string, string>;
  let body: unknown = null;
  try {
    body = await c.req.json();
  } catch {
    body = null;
  }
  await writeAudit(c.var.ctx.db, adminActor(c), {
    action: `${c.req.method} ${path}`,
    entityType: path.replace(/^\/api\/admin\/(console\/)?/, '').split('/')[0] || 'admin',
    entityId: params.id ?? null,
    after: body,
  });
});

export const auditQuerySchema = z
  .object({
    action: z.string().trim().max(200).optional(),
    entityType: z.string().trim().max(100).optional(),
    entityId: z.string().trim().max(200).optional(),
    actor: z.string().trim().max(254).optional(),
    from: z.iso.datetime({ offset: true, error: 'from must be an ISO date-time' }).optional(),
    to: z.iso.datetime({ offset: true, error: 'to must be an ISO date-time' }).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** Newest first; `actor` matches the actor id or the admin's email. */
export async function listAudit(db: Db, q: AuditQuery) {
  const where: SQL[] = [];
  if (q.action) where.push(eq(adminAudit.action, q.action));
  if (q.entityType) where.push(eq(adminAudit.entityType, q.entityType));
  if (q.entityId) where.push(eq(adminAudit.entityId, q.entityId));
  if (q.actor)
    where.push(
      q.actor.includes('@')
        ? eq(adminAudit.actorEmail, q.actor.toLowerCase())
        : eq(adminAudit.actor, q.actor),
    );
  if (q.from) where.push(gte(adminAudit.createdAt, new Date(q.from)));
  if (q.to) where.push(lt(adminAudit.createdAt, new Date(q.to)));
  const cond = where.length ? and(...where) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(adminAudit)
      .where(cond)
      .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ total: count() }).from(adminAudit).where(cond),
  ]);
  return {
    entries: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    page: q.page,
    pageSize: q.pageSize,
    total,
  };
}

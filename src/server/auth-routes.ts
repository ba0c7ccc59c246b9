import type { Hono } from 'hono';
import type { AppContext } from './context';
import type { AppEnv } from './hono-env';

/**
 * better-auth at /api/auth/*. Its error bodies are `{ code, message }`, which its client reads;
 * we add our `{ error: { code, message } }` beside them so every API error has one shape.
 */
export function mountAuth(app: Hono<AppEnv>, ctx: AppContext) {
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const res = await ctx.auth.handler(c.req.raw);
    if (res.status < 400 || !res.headers.get('content-type')?.includes('application/json')) {
      return res;
    }
    const body = (await res
      .clone()
      .json()
      .catch(() => null)) as { code?: string; message?: string; error?: unknown } | null;
    if (!body || body.error) return res;
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    const code = (body.code ?? 'auth_error').toLowerCase();
    const message = body.message ?? res.statusText ?? 'Authentication failed.';
    return new Response(JSON.stringify({ ...body, error: { code, message } }), {
      status: res.status,
      headers,
    });
  });
}

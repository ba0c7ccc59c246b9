// The bare baseline of `npm run bench -- --load` (issue 18): node:http and the database driver
// alone (pg on PostgreSQL, PGlite in this process on the embedded database), answering the
// bench's endpoints with the SQL our routes send (db/hot-sql.ts, and the same statements for a
// practice start) after one indexed session-token lookup with the cookie's HMAC checked.
// No framework, no validation library, no logging: what the hardware and the database allow.
//
// Run by bench-load.ts in its own process: BASELINE_DB=pglite|postgres, DATABASE_URL or
// DATA_DIR, PORT, AUTH_SECRET, COOKIE_NAME. Prints `listening <port>` when ready.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  CREDITS_AND_PLAN,
  EVALUATION_COUNTS,
  HEALTH,
  LIST_EVALUATIONS,
  SAVE_RESPONSE,
  SESSION_BY_TOKEN,
  type HotQuery,
} from '../src/server/db/hot-sql';

const env = process.env;
const secret = env.AUTH_SECRET!;
const cookieName = env.COOKIE_NAME!;

interface Conn {
  query<T>(q: HotQuery | string, params?: unknown[]): Promise<T[]>;
}
type Database = Conn & { transaction<T>(fn: (c: Conn) => Promise<T>): Promise<T> };

async function openDatabase(): Promise<Database> {
  if (env.BASELINE_DB === 'postgres') {
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 10 });
    const on = (client: pg.Pool | pg.PoolClient): Conn => ({
      query: async <T>(q: HotQuery | string, params: unknown[] = []) =>
        (typeof q === 'string'
          ? await client.query(q, params)
          : await client.query({ name: q.name, text: q.text, values: params })
        ).rows as T[],
    });
    return {
      ...on(pool),
      transaction: async (fn) => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const out = await fn(on(client));
          await client.query('commit');
          return out;
        } catch (err) {
          await client.query('rollback');
          throw err;
        } finally {
          client.release();
        }
      },
    };
  }
  const db = await PGlite.create(path.resolve(env.DATA_DIR!, 'db'));
  const conn = (c: Pick<PGlite, 'query'>): Conn => ({
    query: async <T>(q: HotQuery | string, params: unknown[] = []) =>
      (await c.query<T>(typeof q === 'string' ? q : q.text, params)).rows,
  });
  return { ...conn(db), transaction: (fn) => db.transaction((tx) => fn(conn(tx))) };
}

const db = await openDatabase();

/** better-call's signed cookie: `<token>.<base64 HMAC-SHA256>`, URL-encoded. */
function sessionToken(req: IncomingMessage): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (part.slice(0, eq).trim() !== cookieName) continue;
    const value = decodeURIComponent(part.slice(eq + 1).trim());
    const dot = value.lastIndexOf('.');
    const token = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
  }
  return null;
}

async function userOf(req: IncomingMessage): Promise<{ id: string } | null> {
  const token = sessionToken(req);
  if (!token) return null;
  const [row] = await db.query<{ id: string; sExpiresAt: Date }>(SESSION_BY_TOKEN, [token]);
  return row && new Date(row.sExpiresAt).getTime() > Date.now() ? row : null;
}

function send(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body ? (JSON.parse(body) as Record<string, unknown>) : {};
}

const SAVE_PATH = /^\/api\/practice\/sessions\/([0-9a-f-]{36})\/responses\/([0-9a-f-]{36})$/;

// The statements startPractice sends for a WAT practice of an unlimited user (practice.service).
const INSERT_SESSION = `insert into "test_sessions" ("id", "user_id", "test_type", "item_count", "status", "credits_charged", "options", "created_at", "completed_at", "submitted_at") values (default, $1, $2, $3, default, default, $4, default, default, default) returning "id", "user_id", "test_type", "item_count", "status", "credits_charged", "options", "created_at", "completed_at", "submitted_at"`;
const DRAW_WAT = `
    select b.id, b.text, b.key
    from (select id, word as text, null::text as key from wat_words) b
    left join (
      select i.item_id, max(s.created_at) as last_seen
      from test_session_items i
      join test_sessions s on s.id = i.session_id
      where s.user_id = $1 and s.test_type = $2
      group by i.item_id
    ) seen on seen.item_id = b.id
    order by seen.last_seen asc nulls first, random()
    limit $3`;

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = req.url ?? '/';
  if (url === '/api/health') {
    await db.query(HEALTH);
    return send(res, 200, { status: 'ok', database: env.BASELINE_DB });
  }
  const user = await userOf(req);
  if (!user) return send(res, 401, { error: { code: 'unauthorized', message: 'Sign in.' } });
  if (req.method === 'GET' && url === '/api/credits') {
    const [row] = await db.query<Record<string, unknown>>(CREDITS_AND_PLAN, [user.id, new Date()]);
    return send(res, 200, {
      credits: { wat: row.wat, srt: row.srt, ppdt: row.ppdt },
      hasUnlimited: row.hasUnlimited || row.planName !== null,
      hasActivePlan: row.planName !== null,
      planName: row.planName ?? 'Free',
    });
  }
  if (req.method === 'GET' && url.startsWith('/api/evaluations')) {
    const rows = await db.query(LIST_EVALUATIONS, [user.id, null]);
    const counts = await db.query(EVALUATION_COUNTS, [user.id]);
    return send(res, 200, { evaluations: rows, counts });
  }
  const save = req.method === 'PUT' && SAVE_PATH.exec(url);
  if (save) {
    const input = await readJson(req);
    const [row] = await db.query<Record<string, unknown>>(SAVE_RESPONSE, [
      save[1],
      user.id,
      save[2],
      input.responseText ?? null,
      input.timeTaken ?? null,
      null,
    ]);
    if (!row || row.itemPosition === null) return send(res, 404, { error: 'not found' });
    if (row.status !== 'active') return send(res, 409, { error: 'closed' });
    return send(res, 200, row);
  }
  if (req.method === 'POST' && url === '/api/practice/sessions') {
    const input = await readJson(req);
    const count = Number(input.count);
    const out = await db.transaction(async (tx) => {
      await tx.query(CREDITS_AND_PLAN, [user.id, new Date()]);
      const [session] = await tx.query<{ id: string }>(INSERT_SESSION, [
        user.id,
        'wat',
        count,
        '{}',
      ]);
      const drawn = await tx.query<{ id: string; text: string }>(DRAW_WAT, [
        user.id,
        'wat',
        count * 3,
      ]);
      const items = drawn.slice(0, count);
      const values = items.map((_, i) => `($1, $${i * 2 + 2}, $${i * 2 + 3})`).join(', ');
      await tx.query(
        `insert into "test_session_items" ("session_id", "position", "item_id") values ${values}`,
        [session.id, ...items.flatMap((item, i) => [i, item.id])],
      );
      return { ...session, items, responses: [], evaluationId: null };
    });
    return send(res, 201, out);
  }
  send(res, 404, { error: 'no such endpoint' });
}

const server = createServer((req, res) => {
  handle(req, res).catch((err: unknown) => {
    console.error(err);
    if (!res.headersSent) send(res, 500, { error: 'internal' });
  });
});
server.keepAliveTimeout = 65_000;
server.listen(Number(env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));

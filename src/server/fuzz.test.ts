import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grantAccess } from '@/server/features/credits/grant.service';
import { createTestApp, signUpAndSignIn } from '@/test/harness';
import { arbitraryFromZod, fieldMutationsFromZod, hostileStrings } from '@/test/fuzz/arbitraries';
import { listRoutes, type FuzzRoute } from '@/test/fuzz/routes';
import type { PracticeSession } from '@/shared/schemas/practice';

/**
 * The fuzz suite: every route in the real app's route table (and every better-auth endpoint)
 * gets inputs generated from its zod schemas plus generic hostile ones, anonymously and signed
 * in, and must never answer 5xx. Deterministic: FUZZ_SEED and FUZZ_RUNS (per route and identity)
 * change the run, e.g. `FUZZ_RUNS=200 npx vitest run src/server/fuzz.test.ts` for a long one.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);

const t = await createTestApp({ jobs: true });
t.ctx.adminToken = 'fuzz-operator-token';
const member = await signUpAndSignIn(t);
await grantAccess(t.ctx.db, { email: member.email, plan: 'major' });
// A separate account for /api/auth: fuzzing sign-out, update-user or delete-user may end it.
const authMember = await signUpAndSignIn(t);

// Real rows of the member's, so generated requests reach past "not found" into the handlers.
const paramSets: Record<string, string>[] = [];
for (const testType of ['wat', 'srt', 'ppdt', 'tat'] as const) {
  const res = await t.request('/api/practice/sessions', {
    method: 'POST',
    cookie: member.cookie,
    json: { testType, count: 1 },
  });
  const s = (await res.json()) as PracticeSession;
  paramSets.push({ id: s.id, itemId: s.items[0].id });
  if (testType !== 'wat') paramSets.push({ id: s.items[0].id }); // a picture (or bank item)
  if (testType === 'srt') {
    await t.request(`/api/practice/sessions/${s.id}/finish`, {
      method: 'POST',
      cookie: member.cookie,
    });
    const submitted = await t.request(`/api/practice/sessions/${s.id}/submit`, {
      method: 'POST',
      cookie: member.cookie,
    });
    paramSets.push({ id: ((await submitted.json()) as { evaluationId: string }).evaluationId });
  }
}

const hostileSegments = [
  '-'.repeat(36),
  'a'.repeat(36),
  '00000000-0000-0000-0000-00000000000g',
  '%00',
  '%ZZ',
  '%F0%9F%98%80',
  'x'.repeat(3000),
];

/** Bodies no route expects: wrong JSON types, malformed and oversized JSON, other media types. */
const genericBodies: { body: string; type: string }[] = [
  ...[null, [], 'text', 0, {}].map((v) => ({
    body: JSON.stringify(v),
    type: 'application/json',
  })),
  { body: '{"message": ', type: 'application/json' },
  { body: '', type: 'application/json' },
  {
    body: '{"__proto__": {"polluted": true}, "constructor": {"prototype": 1}}',
    type: 'application/json',
  },
  { body: '['.repeat(5000) + ']'.repeat(5000), type: 'application/json' },
  { body: '{"a":'.repeat(3000) + '1' + '}'.repeat(3000), type: 'application/json' },
  { body: JSON.stringify({ message: 'x'.repeat(1_000_000) }), type: 'application/json' },
  { body: 'message=hello&email=a%00b', type: 'application/x-www-form-urlencoded' },
  { body: 'plain text', type: 'text/plain' },
];

const hostileQueries = [
  '?test=%00',
  '?test=wat&test=srt',
  `?${'a=1&'.repeat(500)}`,
  `?q=${'%F0%9F%98%80'.repeat(200)}`,
  '?%ZZ=1',
];

/** encodeURIComponent, except that a lone surrogate goes in as its raw (invalid) UTF-8 bytes. */
const encode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
};

/** A deterministic 32-bit seed per route, so adding a route does not reshuffle the others. */
function seedFor(key: string): number {
  let h = SEED;
  for (const ch of key) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

const toQuery = (value: unknown): string => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(value)) {
    for (const item of Array.isArray(v) ? v : [v]) {
      params.append(k, typeof item === 'string' ? item : JSON.stringify(item));
    }
  }
  return `?${params}`;
};

interface Attempt {
  url: string;
  body?: { body: string; type: string };
}

/** The requests for one route: schema-shaped and hostile params, bodies and queries, interleaved. */
function attemptsFor(route: FuzzRoute): Attempt[] {
  const key = `${route.method} ${route.path}`;
  const sample = <T>(arb: fc.Arbitrary<T>) => fc.sample(arb, { seed: seedFor(key), numRuns: RUNS });
  const paramNames = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const paramChoices: Record<string, string>[] = [
    ...paramSets.filter((set) => paramNames.every((n) => n in set)),
    ...hostileSegments.map((seg) => Object.fromEntries(paramNames.map((n) => [n, seg]))),
    ...paramSets.map((set) => ({ ...set, [paramNames.at(-1) ?? '_']: 'not-a-uuid' })),
    ...sample(fc.uuid())
      .slice(0, 2)
      .map((id) => Object.fromEntries(paramNames.map((n) => [n, id]))),
  ];
  const wildcards = sample(fc.string({ unit: 'grapheme', maxLength: 30 })).map(encode);
  const hasBody = !['GET', 'HEAD'].includes(route.method);
  const bodies = hasBody
    ? [
        ...(route.schemas.json
          ? [
              ...sample(arbitraryFromZod(route.schemas.json)),
              ...sample(fieldMutationsFromZod(route.schemas.json)),
            ]
          : []
        ).map((v) => ({
          body: JSON.stringify(v) ?? 'null',
          type: 'application/json',
        })),
        ...genericBodies,
      ]
    : [];
  const queries = [
    ...(route.schemas.query ? sample(arbitraryFromZod(route.schemas.query)).map(toQuery) : []),
    ...hostileQueries,
    ...hostileStrings.slice(2, 5).map((s) => `?test=${encode(s)}`),
  ];
  const n = Math.max(paramNames.length ? paramChoices.length : 0, bodies.length, queries.length);
  return Array.from({ length: n }, (_, i) => {
    const params = paramChoices[i % paramChoices.length] ?? {};
    // Segments go in as written: '%00' and '%ZZ' are meant to reach the router percent-encoded.
    let path = route.path.replace(/:(\w+)(\{[^}]*\})?/g, (_m, name: string) => params[name] ?? '');
    path = path.replace('*', wildcards[i % wildcards.length] || 'x');
    return {
      url: path + (hasBody && i % 3 ? '' : queries[i % queries.length]),
      body: bodies.length ? bodies[i % bodies.length] : undefined,
    };
  });
}

const routes = listRoutes(t);

describe('fuzz: no route answers 5xx, whatever it is sent', () => {
  it('covers our routes and better-auth’s', () => {
    const paths = routes.map((r) => `${r.method} ${r.path}`);
    expect(paths).toContain('PUT /api/practice/sessions/:id/responses/:itemId');
    expect(paths).toContain('POST /api/auth/sign-in/email');
    expect(
      routes.find((r) => r.path === '/api/feedback' && r.method === 'POST')?.schemas.json,
    ).toBeDefined();
    expect(routes.length).toBeGreaterThan(50);
  });

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_name, route) => {
    const identities = [
      { name: 'anonymous', cookie: undefined },
      { name: 'signed in', cookie: route.source === 'auth' ? authMember.cookie : member.cookie },
    ];
    const failures: string[] = [];
    for (const attempt of attemptsFor(route)) {
      for (const who of identities) {
        const headers: Record<string, string> = { authorization: 'Bearer fuzz-operator-token' };
        if (attempt.body) headers['content-type'] = attempt.body.type;
        const res = await t.request(attempt.url, {
          method: route.method,
          cookie: who.cookie,
          headers,
          body: attempt.body?.body,
        });
        if (res.status >= 500) {
          const text = (await res.text()).slice(0, 200);
          failures.push(
            `${who.name} ${route.method} ${attempt.url.slice(0, 120)} ` +
              `body=${(attempt.body?.body ?? '').slice(0, 120)} → ${res.status} ${text}`,
          );
        } else {
          await res.body?.cancel();
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

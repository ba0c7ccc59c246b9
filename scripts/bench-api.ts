// API and assessor figures for `npm run bench`: a real server on a fresh embedded database,
// spoken to over HTTP on loopback. Figures are printed, never asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv } from '../src/server/env';
import { startServer } from '../src/server/index';
import { assessSession } from '../src/server/features/assessor/rubric/assess';
import { watWords } from '../src/server/db/seed/wat-words';
import { srtSituations } from '../src/server/db/seed/srt-situations';

interface Stat {
  name: string;
  n: number;
  p50: number;
  p95: number;
  max: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
function stat(name: string, samples: number[]): Stat {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    name,
    n: samples.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1)!,
  };
}
async function time<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const out = await fn();
  return [performance.now() - t0, out];
}

export async function apiFigures(): Promise<{ stats: Stat[]; lines: string[] }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ssbprep-bench-'));
  const [startMs, server] = await time(() =>
    startServer(
      parseEnv({
        DATA_DIR: dir,
        PORT: '0',
        LOG_LEVEL: 'silent',
        AUTH_RATE_LIMIT_MAX: '100000',
        PICTURES_PRERENDER: 'false',
      }),
    ),
  );
  const base = server.url;
  const origin = { origin: base };
  const lines = [`server.start_ms=${startMs.toFixed(0)}`];
  const stats: Stat[] = [];
  try {
    const email = `bench.${Date.now()}@example.com`;
    await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...origin },
      body: JSON.stringify({ email, password: 'secret123', name: 'bench' }),
    });
    const outbox = (await (await fetch(`${base}/api/dev/outbox`)).json()) as {
      messages: { to: string; text: string }[];
    };
    const link = outbox.messages
      .find((m) => m.to === email)!
      .text.match(/https?:\/\/\S+verify-email\S+/)![0];
    const verified = await fetch(link, { redirect: 'manual' });
    const cookie = verified.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const headers = { cookie, ...origin, 'content-type': 'application/json' };
    await fetch(`${base}/api/auth/sign-in/email`, { method: 'POST', headers, body: '{}' }).catch(
      () => undefined,
    );
    // Unlimited, so the bench can start as many sessions as it likes.
    const { grantAccess } = await import('../src/server/features/credits/grant.service');
    await grantAccess(server.ctx.db, { email, unlimited: true });

    const sample = async (name: string, n: number, fn: () => Promise<unknown>) => {
      const samples: number[] = [];
      for (let i = 0; i < n; i++) samples.push((await time(fn))[0]);
      stats.push(stat(name, samples));
    };
    await sample('GET /api/health', 50, () => fetch(`${base}/api/health`).then((r) => r.text()));
    await sample('GET /api/credits', 50, () =>
      fetch(`${base}/api/credits`, { headers }).then((r) => r.text()),
    );
    await sample('GET /api/streak', 30, () =>
      fetch(`${base}/api/streak`, { headers }).then((r) => r.text()),
    );
    let session: { id: string; items: { id: string }[] } | undefined;
    await sample('POST /api/practice/sessions (WAT 10)', 20, async () => {
      session = await (
        await fetch(`${base}/api/practice/sessions`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ testType: 'wat', count: 10 }),
        })
      ).json();
    });
    let i = 0;
    await sample('PUT answer', 10, () =>
      fetch(`${base}/api/practice/sessions/${session!.id}/responses/${session!.items[i++].id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({
          responseText: 'Our team finished the relay together after weeks of practice.',
        }),
      }).then((r) => r.text()),
    );
    const [submitMs, submitted] = await time(async () =>
      (
        await fetch(`${base}/api/practice/sessions/${session!.id}/submit`, {
          method: 'POST',
          headers,
        })
      ).json(),
    );
    const [evalMs] = await time(async () => {
      for (;;) {
        const ev = await (
          await fetch(`${base}/api/evaluations/${submitted.evaluationId}`, { headers })
        ).json();
        if (ev.status === 'done' || ev.status === 'failed') return ev;
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    lines.push(
      `practice.submit_ms=${submitMs.toFixed(1)}`,
      `evaluation.submit_to_done_ms=${evalMs.toFixed(0)}`,
    );
    const [burstMs] = await time(() =>
      Promise.all(
        Array.from({ length: 100 }, () =>
          fetch(`${base}/api/credits`, { headers }).then((r) => r.text()),
        ),
      ),
    );
    lines.push(
      `credits.100_concurrent_total_ms=${burstMs.toFixed(0)}`,
      `credits.100_concurrent_rps=${(100_000 / burstMs).toFixed(0)}`,
    );
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  for (const s of stats) {
    const key = s.name
      .replace(/[^a-z0-9]+/gi, '_')
      .replace(/^_|_$/g, '')
      .toLowerCase();
    lines.push(`${key}.p50_ms=${s.p50.toFixed(1)}`, `${key}.p95_ms=${s.p95.toFixed(1)}`);
  }
  return { stats, lines };
}

export function assessorFigures(): string[] {
  const wat = {
    testType: 'wat' as const,
    items: watWords.slice(0, 60).map((w) => ({
      stimulus: w.word,
      response: `Our team worked on ${w.word.toLowerCase()} together and finished the task early.`,
    })),
  };
  const srt = {
    testType: 'srt' as const,
    items: srtSituations.slice(0, 30).map((s) => ({
      stimulus: s.text,
      response:
        'He would give first aid, call 108, inform the teacher and reach the exam hall on time.',
    })),
  };
  const story = {
    testType: 'tat' as const,
    items: [
      {
        stimulus: 'A young man near a broken bicycle on a village road.',
        pictureDescription: 'A young man near a broken bicycle on a village road.',
        response:
          'Ravi, a 21-year-old student, had been cycling to his exam when his chain broke. He pushed the bicycle to a nearby shop, borrowed tools, fixed it in ten minutes and reached the hall on time. He later taught his friends basic repairs.',
      },
    ],
  };
  assessSession(wat); // warm up the NLP model
  const lines: string[] = [];
  for (const [name, input] of [
    ['wat60', wat],
    ['srt30', srt],
    ['story1', story],
  ] as const) {
    const runs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      assessSession(input);
      runs.push(performance.now() - t0);
    }
    const s = stat(name, runs);
    lines.push(
      `assessor.rubric.${name}.p50_ms=${s.p50.toFixed(1)}`,
      `assessor.rubric.${name}.per_item_ms=${(s.p50 / input.items.length).toFixed(2)}`,
    );
  }
  return lines;
}

import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { PracticeSession } from '../src/shared/schemas/practice';
import type { ProgressResponse } from '../src/shared/progress';
import { srtTagsByText, watTagsByWord } from '../src/server/db/seed/drill-tags';
import { LLM_SERVER_PORT } from '../playwright.config';

// Progress (issue 19), end to end: three practices evaluated by the built-in assessor on three
// different days → the trend has three points, the calendar three cells, and a drill button starts
// the practice it names. Days cannot be faked through the public API, so this spec runs its own
// server on its own embedded database: practise through HTTP, stop the server, move two of the
// evaluations into the past with SQL (the one thing no route may do), start the server again.

const port = LLM_SERVER_PORT + 3;
const base = `http://127.0.0.1:${port}`;
const dataDir = path.resolve(`${process.env.E2E_DATA_DIR ?? '.data-e2e'}-progress`);
let server: ChildProcess | null = null;

async function startServer() {
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      AUTH_RATE_LIMIT_MAX: '1000',
      PICTURES_PRERENDER: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error('the progress server exited');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the progress server did not start');
}

async function stopServer() {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

test.beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await startServer();
});

test.afterAll(async () => {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signUp(request: APIRequestContext, email: string) {
  const headers = { origin: base };
  const res = await request.post(`${base}/api/auth/sign-up/email`, {
    data: { email, password: 'secret123', name: 'Progress Cadet' },
    headers,
  });
  expect(res.status()).toBe(200);
  for (let i = 0; i < 50; i++) {
    const outbox = (await (await request.get(`${base}/api/dev/outbox`)).json()) as {
      messages: { to: string; text: string }[];
    };
    const link = outbox.messages
      .find((m) => m.to === email)
      ?.text.match(/https?:\/\/\S+verify-email\S+/)?.[0];
    if (link) {
      expect((await request.get(link, { maxRedirects: 0 })).status()).toBe(302);
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no verification mail for ${email}`);
}

/** One practice through the API: start, answer every item, submit; the evaluation id. */
async function practise(request: APIRequestContext, testType: 'wat' | 'srt', answers: string[]) {
  const headers = { origin: base };
  const created = await request.post(`${base}/api/practice/sessions`, {
    data: { testType, count: answers.length },
    headers,
  });
  expect(created.status()).toBe(201);
  const session = (await created.json()) as PracticeSession;
  for (const [i, item] of session.items.entries()) {
    const saved = await request.put(
      `${base}/api/practice/sessions/${session.id}/responses/${item.id}`,
      { data: { responseText: answers[i].replace('$', item.text.toLowerCase()) }, headers },
    );
    expect(saved.ok()).toBe(true);
  }
  const submitted = await request.post(`${base}/api/practice/sessions/${session.id}/submit`, {
    headers,
  });
  expect(submitted.ok()).toBe(true);
  return ((await submitted.json()) as { evaluationId: string }).evaluationId;
}

async function progressOf(page: Page): Promise<ProgressResponse> {
  const res = await page.request.get(`${base}/api/progress`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ProgressResponse;
}

test('three practices on three days: three trend points, three calendar days, and a drill that starts its practice', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = `progress.${Date.now().toString(36)}@example.com`;
  await signUp(page.request, email);

  const ids = [
    await practise(page.request, 'wat', [
      'Organised a cleanliness drive in our colony with my friends on $ day.',
      'Volunteered to coach juniors for the inter-school football match.',
      'Helped my younger brother plan his exam timetable and he scored well.',
    ]),
    await practise(page.request, 'srt', [
      'Stopped the bleeding with my handkerchief, called 108 and stayed till the ambulance came, then informed his family.',
      'Asked the group to divide the work, took the toughest part myself and we submitted the project on time.',
    ]),
    await practise(page.request, 'wat', [
      'Took part in the NCC trek and helped a tired friend carry his bag to the camp.',
      'Spoke first in the group discussion and brought everyone to a decision.',
      'Practised running every morning and cleared the 1600 m in the trial.',
    ]),
  ];
  // Every evaluation done before the server stops (the worker runs in the server).
  await expect.poll(async () => (await progressOf(page)).trend.length, { timeout: 60_000 }).toBe(3);

  await stopServer();
  const db = await PGlite.create(path.join(dataDir, 'db'));
  try {
    // Two and nine days back (noon UTC, the same day in any time zone the browser may send).
    for (const [id, daysBack] of [
      [ids[0], 9],
      [ids[1], 2],
    ] as const) {
      const moved = await db.query(
        `update evaluations set created_at = date_trunc('day', now()) - make_interval(days => $2) + interval '12 hours' where id = $1`,
        [id, daysBack],
      );
      expect(moved.affectedRows).toBe(1);
    }
    // Credits for the drill (a free account has spent most of its own above).
    await db.query(`update user_credits set wat_credits = 30, srt_credits = 30`);
  } finally {
    await db.close();
  }
  await startServer();

  // The browser signs in on this server (cookies are per host: 127.0.0.1 here).
  const signIn = await page.request.post(`${base}/api/auth/sign-in/email`, {
    data: { email, password: 'secret123' },
    headers: { origin: base },
  });
  expect(signIn.status()).toBe(200);
  const progress = await progressOf(page);
  expect(progress.trend).toHaveLength(3);
  expect(progress.calendar.days).toHaveLength(3);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${base}/progress`);
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
  // The trend: one point per evaluation; the calendar: one cell with practice per day.
  await expect(page.getByTestId('trend-point')).toHaveCount(3);
  await expect(page.locator('[data-testid="calendar-day"]:not([data-count="0"])')).toHaveCount(3);
  for (const { date } of progress.calendar.days)
    await expect(page.locator(`[data-testid="calendar-day"][data-date="${date}"]`)).toHaveAttribute(
      'data-count',
      '1',
    );

  // The weakest quality's drill: one click starts that practice, with the drill's items.
  expect(progress.practiseNext.length).toBeGreaterThan(0);
  const { drill, quality } = progress.practiseNext[0];
  const started = page.waitForResponse(
    (r) => r.url().endsWith('/api/practice/sessions') && r.request().method() === 'POST',
  );
  await page.getByRole('link', { name: drill.title }).first().click();
  const response = await started;
  expect(response.status()).toBe(201);
  const body = response.request().postDataJSON() as {
    testType: string;
    count: number;
    drill?: string;
  };
  expect(body).toMatchObject({ testType: drill.testType, count: drill.count, drill: quality });
  const session = (await response.json()) as PracticeSession;
  expect(session.testType).toBe(drill.testType);
  expect(session.items).toHaveLength(drill.count);
  if (drill.tag) {
    const tags = drill.testType === 'wat' ? watTagsByWord() : srtTagsByText();
    for (const item of session.items) expect(tags.get(item.text) ?? []).toContain(drill.tag);
  }
  await expect(page).toHaveURL(new RegExp(`/${drill.testType}$`));
});

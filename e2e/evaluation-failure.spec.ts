import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { FAKE_LLM_PORT, LLM_SERVER_PORT } from '../playwright.config';
import { signInViaApi } from './fixtures';

// The second e2e server evaluates with an LLM (no rubric fallback) behind this local
// chat-completions server: first it answers 500, so the evaluation fails; then it answers well,
// so 'Retry evaluation' succeeds.
const llmBase = `http://localhost:${LLM_SERVER_PORT}`;
let mode: 'fail' | 'ok' = 'fail';
let server: Server;

function assessment(n: number) {
  const item = {
    score: 4,
    analysis: 'A practical, positive sentence showing the candidate’s own action.',
    strengths: ["Initiative: 'volunteered'"],
    improvements: ['Add the result of the action.'],
    improved: [
      'I volunteered and finished the task early.',
      'We planned it together and it worked.',
    ],
    olqsShown: ['initiative'],
    olqsLacking: ['organising_ability'],
    cap: null,
  };
  return {
    overallScore: 4,
    summary: 'Consistent, practical answers.',
    olqProfile: [{ key: 'initiative', count: n, strength: 1 }],
    items: Array.from({ length: n }, () => item),
  };
}

test.beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (mode === 'fail') {
        res
          .writeHead(500, { 'content-type': 'application/json' })
          .end('{"error":{"message":"model overloaded"}}');
        return;
      }
      const body = JSON.parse(raw) as { messages: { content: string }[] };
      const answers = body.messages[1].content.match(/^Answer \d+/gm)?.length ?? 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-e2e',
          object: 'chat.completion',
          created: 1,
          model: 'e2e-model',
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: { role: 'assistant', content: JSON.stringify(assessment(answers)) },
            },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(FAKE_LLM_PORT, '127.0.0.1', r));
});
test.afterAll(() => new Promise<void>((r) => server.close(() => r())));

test.use({ baseURL: llmBase });

test('a failed evaluation shows the banner, and Retry evaluation brings the result', async ({
  page,
}) => {
  await signInViaApi(page, llmBase);
  await page.goto('/wat');
  await page.getByLabel('Number of words').fill('1');
  await page.getByRole('button', { name: 'Start Test' }).click();
  await page.getByRole('button', { name: 'Continue Test' }).click();
  await page
    .getByLabel('Your sentence')
    .fill('Volunteered to teach the juniors for the science fair.');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Test Complete' })).toBeVisible();

  await page.getByRole('button', { name: 'Submit Test & Get Evaluation' }).click();
  // The candidate sees a plain message; the provider's raw error stays in the logs (issue 10).
  const banner = page
    .getByRole('alert')
    .filter({ hasText: 'The assessor could not finish this evaluation. Your answers are saved.' });
  await expect(banner).toBeVisible({ timeout: 30_000 });
  await banner.getByRole('button', { name: /dismiss/i }).click();
  await expect(banner).toBeHidden();

  // The answers were kept: the results list shows the failed evaluation with its retry.
  await page.goto('/results?test=wat');
  await expect(page.getByText('Failed', { exact: true }).first()).toBeVisible();
  mode = 'ok';
  await page.getByRole('button', { name: 'Retry evaluation' }).click();
  await expect(page.getByText('4.0/5').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Retry evaluation' })).toBeHidden();
});

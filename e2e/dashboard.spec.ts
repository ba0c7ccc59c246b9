import { execFileSync } from 'node:child_process';
import { expect, test } from './fixtures';

// Issue 3, end to end: a new user's dashboard and Quota & Plan card, then the operator's
// `npm run grant` (the real script, reaching the running server through DATA_DIR/server.json).
const HINT = 'Complete any test (PPDT, WAT, or SRT) daily to continue streak.';

test('a new user sees the free plan and a 0-day streak; after npm run grant the card reads Unlimited', async ({
  page,
  user,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const streak = page.getByRole('button', { name: 'Current streak: 0 Days' });
  await expect(streak).toHaveText('0 Days');
  await streak.focus();
  await expect(page.getByRole('tooltip')).toHaveText(HINT);

  const card = page.getByRole('region', { name: 'Quota & Plan' });
  await expect(card.getByText('Cadet Free Plan', { exact: true })).toBeVisible();
  await expect(card.getByRole('term')).toHaveText(['PPDT', 'WAT', 'SRT']);
  await expect(card.getByRole('definition')).toHaveText(['2/2', '10/10', '10/10']);
  await expect(card.getByRole('link', { name: 'Upgrade' })).toHaveCount(0);

  execFileSync('npx', ['tsx', 'scripts/grant.ts', '--email', user.email, '--plan', 'major'], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? '.data-e2e' },
    stdio: 'pipe',
  });

  await page.reload();
  await expect(card.getByText('Unlimited', { exact: true })).toBeVisible();
  await expect(card.getByText('Major', { exact: true })).toBeVisible();
  await expect(card.getByText('Cadet Free Plan')).toHaveCount(0);
  await expect(card.getByRole('term')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Current streak: 0 Days' })).toBeVisible();
});

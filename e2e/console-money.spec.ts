import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { enableTwoFactor, grant } from './admin';
import { expect, signInViaApi, test, uniqueEmail } from './fixtures';

// Issue 17 (Payments, Overview, Users): an admin refunds a candidate's sandbox payment from the
// console; the candidate is back on the free plan and the audit log lists the refund.
// Screenshots for review when SHOTS is set (e.g. SHOTS=/tmp/shots/console-money).
const SHOTS = process.env.SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const dark of [false, true]) {
      await page.evaluate((d) => document.documentElement.classList.toggle('dark', d), dark);
      await page.waitForTimeout(150); // the charts re-measure their width
      await page.screenshot({
        path: `${SHOTS}/${name}-${width}-${dark ? 'dark' : 'light'}.png`,
        fullPage: true,
        animations: 'disabled',
      });
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an admin refunds a sandbox payment: the candidate is back on the free plan, the audit log lists it', async ({
  page,
  browser,
  baseURL,
  user,
}) => {
  // Two browsers, two operator commands (npx tsx) and, with SHOTS, 16 full-page screenshots.
  test.setTimeout(SHOTS ? 300_000 : 120_000);
  // The candidate buys Major through the sandbox checkout in their own browser.
  const candidateContext = await browser.newContext({ baseURL });
  const candidate = await candidateContext.newPage();
  const candidateEmail = uniqueEmail('buyer');
  await signInViaApi(candidate, baseURL!, candidateEmail);
  await candidate.goto('/subscription');
  await candidate.getByRole('button', { name: 'Subscribe: Major' }).click();
  await candidate
    .getByRole('dialog', { name: 'Test checkout' })
    .getByRole('button', { name: 'Pay ₹749' })
    .click();
  await expect(candidate.getByText('Subscription activated successfully!')).toBeVisible();
  await expect(candidate.getByRole('button', { name: 'Current Plan: Major' })).toBeDisabled();

  grant(user.email, '--admin');
  await enableTwoFactor(page, baseURL!, user.password);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await expect(
    page.getByRole('img', { name: /^Revenue per day, last 30 days: total ₹749;/ }),
  ).toBeVisible();
  await shots(page, 'overview');

  const adminNav = page.getByRole('navigation', { name: 'Main navigation' });
  await adminNav.getByRole('link', { name: 'Payments', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payments' })).toBeVisible();
  await page.getByLabel('Buyer email').fill(candidateEmail);
  await page.getByRole('button', { name: 'Filter' }).click();
  const details = page.getByRole('button', {
    name: `Details of ${candidateEmail}'s Major plan order`,
  });
  await expect(details).toBeVisible();
  await shots(page, 'payments');

  await details.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Paid', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Refund ₹749' }).click();
  await expect(dialog.getByText('Say why (at least 3 characters)')).toBeVisible();
  await dialog.getByLabel('Refund reason').fill('Bought by mistake');
  await shots(page, 'payment-dialog');
  await dialog.getByRole('button', { name: 'Refund ₹749' }).click();
  await expect(page.getByText('Refunded.', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Refund ₹749' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The candidate's plan ended with the refund.
  await candidate.reload();
  await expect(candidate.getByRole('button', { name: 'Current Plan: Cadet' })).toBeDisabled();
  await expect(candidate.getByRole('button', { name: 'Subscribe: Major' })).toBeEnabled();
  await candidateContext.close();
  // An operator grant afterwards, so the Users section has a current plan to extend.
  grant(candidateEmail, '--plan', 'general');

  await adminNav.getByRole('link', { name: 'Users', exact: true }).click();
  await page.getByLabel('Email').fill(candidateEmail);
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('button', { name: new RegExp(candidateEmail.replace(/\./g, '\\.')) })
    .click();
  await expect(page.getByRole('region', { name: 'Payments' }).getByText('Refunded')).toBeVisible();
  const plans = page.getByRole('region', { name: 'Plans' });
  await expect(plans.getByText('Current')).toBeVisible();
  await plans.getByLabel('Days').fill('10');
  await plans.getByLabel('Reason for the change').fill('Goodwill');
  await shots(page, 'users');
  await plans.getByRole('button', { name: 'Extend' }).click();
  await expect(page.getByText(/^General now ends on /)).toBeVisible();

  await adminNav.getByRole('link', { name: 'Audit log', exact: true }).click();
  const table = page.getByRole('table');
  await expect(table.getByText('payment.refund')).toBeVisible();
  await expect(table.getByText('subscription.extend')).toBeVisible();
});

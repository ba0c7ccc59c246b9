import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 12 end to end at phone width, with the sandbox provider (no payment variables): a free
// user buys Major through the test checkout; Fail and Cancel leave the free plan in place.

test.use({ viewport: { width: 390, height: 844 } });

async function openCheckout(page: Page, plan: string) {
  await page.goto('/subscription');
  await expect(page.getByRole('group')).toHaveCount(5);
  await page.getByRole('button', { name: `Subscribe: ${plan}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Test checkout' });
  await expect(dialog.getByText('Test mode: no real money moves')).toBeVisible();
  return dialog;
}

async function quotaCard(page: Page) {
  const region = page.getByRole('region', { name: 'Quota & Plan' });
  // A click that lands while the checkout dialog is still closing can be swallowed: open until shown.
  await expect(async () => {
    if (!(await region.isVisible()))
      await page.getByRole('button', { name: 'Toggle Sidebar' }).first().click();
    await expect(region).toBeVisible({ timeout: 1000 });
  }).toPass();
  return region;
}

test('a free user buys Major: activated, the Quota card reads Unlimited, TAT opens', async ({
  page,
  user,
}) => {
  expect(user.email).toContain('@');
  const dialog = await openCheckout(page, 'Major');
  await expect(dialog.getByText('₹749', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Pay ₹749' }).click();
  await expect(page.getByText('Subscription activated successfully!')).toBeVisible();
  // On a phone the toast covers the top bar, and sonner keeps a toast open while the pointer is
  // over it (where a click on the sidebar button would put it): close it as a person would.
  await page.getByRole('button', { name: 'Close toast' }).first().click();
  await expect(page.getByText('Subscription activated successfully!')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Current Plan: Major' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Subscribe: General' })).toBeDisabled();

  const card = await quotaCard(page);
  await expect(card.getByText('Unlimited', { exact: true })).toBeVisible();
  await expect(card.getByText('Major', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/tat');
  await expect(page.getByLabel('Number of pictures')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'TAT is a Premium Feature' })).toHaveCount(0);

  await page.goto('/settings');
  await page.getByRole('link', { name: 'Receipt' }).click();
  await expect(page.getByRole('heading', { name: 'Payment receipt' })).toBeVisible();
  await expect(page.getByText('Major plan')).toBeVisible();
  await expect(page.getByText('GST (18%)')).toBeVisible();
  await expect(page.getByText(/^order_sbx_/)).toBeVisible();
});

test('Fail and Cancel leave the user on the free plan with the message', async ({ page, user }) => {
  expect(user.email).toContain('@');
  let dialog = await openCheckout(page, 'Lieutenant');
  await dialog.getByRole('button', { name: 'Fail' }).click();
  await expect(page.getByText('Payment verification failed', { exact: true })).toBeVisible();
  await expect(page.getByText('The test card was declined.')).toBeVisible();
  await expect(dialog).toBeHidden();

  dialog = await openCheckout(page, 'Major');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Failed to create subscription: Payment cancelled')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('button', { name: 'Current Plan: Cadet' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Subscribe: Major' })).toBeEnabled();
  const card = await quotaCard(page);
  await expect(card.getByText('Cadet Free Plan', { exact: true })).toBeVisible();
  await expect(card.getByText('Unlimited', { exact: true })).toHaveCount(0);
});

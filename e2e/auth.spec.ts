import { expect, test } from '@playwright/test';
import { uniqueEmail } from './fixtures';

// The newcomer's journey (issue 2): landing → /auth → sign up → verification link from the local
// mailbox → sign in → sidebar → settings → sign out → protected routes send visitors to /auth.
test('a newcomer signs up, verifies, signs in, moves around and signs out', async ({ page }) => {
  const email = uniqueEmail('newcomer');
  const password = 'secret123';

  await page.goto('/');
  await expect(page.getByText('AI-powered SSB Test Preparation').first()).toBeVisible();
  await page.getByRole('link', { name: 'Continue to Login' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);

  // Client-side validation: nothing is sent for a bad email or a 5-character password.
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('12345');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText(/valid email/i)).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Account Created!')).toBeVisible();
  await expect(page.getByText('Please check your email to verify your account')).toBeVisible();

  // Signing in before verifying is refused with the server's message.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Authentication Error')).toBeVisible();

  // The verification mail, from the local mailbox page.
  await page.goto('/dev/mailbox');
  await expect(page.getByText(`To: ${email}`).first()).toBeVisible();
  const link = page.getByRole('link', { name: /verify-email/i }).first();
  const href = await link.getAttribute('href');
  expect(href).toContain('/api/auth/verify-email?token=');
  // Open it, then sign out so the sign-in form is exercised.
  await page.goto(href!);
  await expect(page.getByRole('link', { name: 'Settings' }).first()).toBeVisible();
  await page.context().clearCookies();

  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Welcome Back!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Sidebar: collapse with the trigger, toggle with Ctrl+B; the state survives a reload (cookie).
  const sidebar = page.locator('[data-slot="sidebar"]').first();
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await page.getByRole('button', { name: 'Toggle Sidebar' }).first().click();
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await page.keyboard.press('Control+b');
  await page.reload();
  // The served first frame already draws the collapsed shell; the email appears once the app runs.
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.locator('[data-slot="sidebar"]').first()).toHaveAttribute(
    'data-state',
    'collapsed',
  );
  await page.keyboard.press('Control+b');
  await expect(page.locator('[data-slot="sidebar"]').first()).toHaveAttribute(
    'data-state',
    'expanded',
  );

  // A feature page renders inside the shell.
  await page.goto('/interview');
  await expect(page.getByRole('heading', { name: 'Interview Portal' })).toBeVisible();

  // Phone width: the sidebar becomes a sheet.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Toggle Sidebar' }).first().click();
  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible();
  await sheet.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Settings: profile upsert.
  await expect(page.getByText('Profile Information')).toBeVisible();
  await page.getByLabel('Full name').fill('Arjun Singh');
  await page.getByLabel('Phone').fill('+91 98765 43210');
  await page.getByRole('button', { name: /save/i }).first().click();
  await expect(page.getByText('Profile updated successfully.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Arjun Singh');
  await expect(page.getByText('Cadet Free Plan').first()).toBeVisible();

  // Sign out; protected routes now send the visitor to /auth and back after sign-in.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed Out', { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
  await page.goto('/feedback');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Ffeedback/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/feedback$/);
});

test('unknown paths show the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

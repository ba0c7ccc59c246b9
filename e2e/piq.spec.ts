import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 4, end to end on a phone-sized screen: a new user fills all five steps (two siblings,
// two education rows), submits, sees the completed view, edits one answer and updates it.
test.use({ viewport: { width: 390, height: 844 } });

const fill = (page: Page, label: string, value: string) =>
  page.getByLabel(label, { exact: true }).fill(value);

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function next(page: Page, nextTitle: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: nextTitle })).toBeVisible();
}

test('a new user fills, submits and updates the PIQ at 390 px', async ({ page, user }) => {
  expect(user.email).toBeTruthy();
  await page.goto('/piq');
  await expect(page.getByRole('heading', { level: 2, name: 'Personal Information' })).toBeVisible();

  // Step 1: Next with nothing filled names what is missing.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Required Fields Missing')).toBeVisible();
  await expect(page.getByText('Full Name is required')).toBeVisible();

  await fill(page, 'Full Name', 'Arjun Singh Rathore');
  await fill(page, "Father's Name", 'Vikram Singh Rathore');
  await fill(page, 'Date of Birth', '2003-04-12');
  await fill(page, 'Religion', 'Hindu');
  await choose(page, 'Caste Category', 'General');
  await fill(page, 'Mother Tongue', 'Hindi');
  await fill(page, 'State & District', 'Rajasthan, Jaipur');
  await next(page, 'Residence Information');

  // Step 2: three residences.
  const residences = {
    'Max Residence': ['Kota', 'Kota', 'Rajasthan', '12 lakh'],
    'Present Residence': ['New Delhi', 'South Delhi', 'Delhi', '2 crore'],
    'Permanent Residence': ['Jaipur', 'Jaipur', 'Rajasthan', '30 lakh'],
  };
  for (const [group, values] of Object.entries(residences)) {
    for (const [i, part] of ['Place', 'District', 'State', 'Population'].entries()) {
      await fill(page, `${group} ${part}`, values[i]);
    }
  }
  await choose(page, 'Is District HQ', 'Yes');
  await next(page, 'Family Background');

  // Step 3: parents, and death ages only when a parent has died; two siblings.
  await expect(page.getByLabel("Father's Age at Death")).toHaveCount(0);
  await choose(page, 'Parents Alive', 'No');
  await fill(page, "Father's Age at Death", '58');
  await fill(page, "Father's Education", 'M.A.');
  await fill(page, "Father's Occupation", 'School teacher');
  await fill(page, "Father's Income", 'Pension');
  await fill(page, "Mother's Education", 'B.A.');
  await fill(page, "Mother's Occupation", 'Homemaker');
  await fill(page, "Mother's Income", 'Nil');
  await page.getByRole('button', { name: 'Add Sibling' }).click();
  await page.getByRole('button', { name: 'Add Sibling' }).click();
  await choose(page, 'Sibling 1 Relationship', 'Elder Brother');
  await fill(page, 'Sibling 1 Education', 'B.Tech');
  await fill(page, 'Sibling 1 Occupation', 'Software engineer');
  await choose(page, 'Sibling 2 Relationship', 'Younger Sister');
  await fill(page, 'Sibling 2 Occupation', 'Student');
  await next(page, 'Education & Physical Details');

  // Step 4: two education rows, age, height and weight.
  await page.getByRole('button', { name: 'Add Qualification' }).click();
  await page.getByRole('button', { name: 'Add Qualification' }).click();
  await fill(page, 'Education 1 Qualification', 'Class 12');
  await fill(page, 'Education 1 Institution', 'Kendriya Vidyalaya No. 1, Jaipur');
  await fill(page, 'Education 1 Board/University', 'CBSE');
  await fill(page, 'Education 1 Year', '2021');
  await fill(page, 'Education 1 Percentage', '88');
  await choose(page, 'Education 1 Type', 'Day Scholar');
  await fill(page, 'Education 2 Qualification', 'B.Sc. Physics');
  await fill(page, 'Education 2 Institution', 'Hindu College, Delhi');
  await fill(page, 'Education 2 Year', '2024');
  await fill(page, 'Education 2 Percentage', '78');
  await choose(page, 'Education 2 Type', 'Boarder');
  await fill(page, 'Age (Years)', '21');
  await fill(page, 'Age (Months)', '5');
  await fill(page, 'Height', '1.76');
  await fill(page, 'Weight', '68');
  await fill(page, 'Present Occupation', 'Student');
  await fill(page, 'Personal Income', 'Nil');
  await next(page, 'Activities & Preferences');

  // Step 5: NCC details only with NCC training.
  await expect(page.getByLabel('NCC Details')).toHaveCount(0);
  await choose(page, 'NCC Training', 'Yes');
  await fill(page, 'NCC Details', "'C' certificate, Army wing");
  await fill(page, 'Games & Sports', 'Football, athletics');
  await fill(page, 'Hobbies', 'Reading biographies, trekking');
  await fill(page, 'Extra-curricular Activities', 'Debating');
  await fill(page, 'Positions of Responsibility', 'School vice-captain');
  await fill(page, 'Nature of Commission', 'Permanent Commission');
  await choose(page, 'Service Choice', 'Navy');
  await fill(page, 'Number of Previous Attempts', '0');
  await page.getByRole('button', { name: 'Submit PIQ' }).click();

  await expect(page.getByText('PIQ form submitted successfully!')).toBeVisible();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  const lastUpdated = page.locator('time').first();
  await expect(lastUpdated).toHaveText(/^\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}\s[AP]M$/);
  const firstStamp = await lastUpdated.getAttribute('datetime');
  await expect(
    page.getByText(/Arjun Singh Rathore \(21 years 5 months old\) is from Jaipur, Rajasthan/),
  ).toBeVisible();
  await expect(page.getByText('NAVY', { exact: true })).toBeVisible();
  await expect(page.getByText('Elder Brother', { exact: true })).toBeVisible();
  await expect(page.getByText('Younger Sister', { exact: true })).toBeVisible();
  await expect(page.getByText('B.Sc. Physics', { exact: true })).toBeVisible();
  await expect(page.getByText('Day Scholar', { exact: true })).toBeVisible();
  await expect(page.getByText('Type', { exact: true })).toHaveCount(2);
  await expect(page.getByText('Not provided').first()).toBeVisible();

  // Edit one answer and update.
  await page.getByRole('button', { name: 'Edit PIQ' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Personal Information' })).toBeVisible();
  await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('Arjun Singh Rathore');
  await page.getByRole('button', { name: /^Step 5: Activities & Preferences/ }).click();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await fill(page, 'Hobbies', 'Chess, sketching');
  await page.getByRole('button', { name: 'Update PIQ' }).click();

  await expect(page.getByText('PIQ form updated successfully!')).toBeVisible();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByText('Chess, sketching', { exact: true })).toBeVisible();
  await expect(lastUpdated).not.toHaveAttribute('datetime', firstStamp!);
  const secondStamp = await lastUpdated.getAttribute('datetime');
  expect(new Date(secondStamp!).getTime()).toBeGreaterThan(new Date(firstStamp!).getTime());

  // The view survives a reload (it is the server's copy, not the form's).
  await page.reload();
  await expect(page.getByText('Chess, sketching', { exact: true })).toBeVisible();
  await expect(page.locator('time').first()).toHaveAttribute('datetime', secondStamp!);
});

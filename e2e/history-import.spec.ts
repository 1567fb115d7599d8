import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';

test('imports a sandbox X account’s history from settings and says how it ended', async ({
  signedInPage: page,
}) => {
  await page.goto('/dashboard/settings');
  const x = page.getByRole('region', { name: 'X' });
  await x.getByRole('button', { name: 'Connect X account' }).click();
  await page.getByRole('button', { name: 'Authorize app' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\?x=connected$/);

  await expect(
    x.getByText(
      'Sandbox X: its history is a few dozen made-up sandbox posts and what Quillpost posted there, with simulated figures.',
    ),
  ).toBeVisible();
  await x.getByRole('button', { name: 'Import history of @sandbox_writer' }).click();
  await expect(x.getByText(/^Imported \d+ posts?\.$/)).toBeVisible({ timeout: 30_000 });
  await expect(x.getByRole('button', { name: 'Import history of @sandbox_writer' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
});

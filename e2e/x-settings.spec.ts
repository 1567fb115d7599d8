import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';

test('connects sandbox X from settings, saves a weekly schedule, and disconnects', async ({
  signedInPage: page,
}) => {
  test.slow(); // a connect, a save, a reload and axe on four screens
  await page.goto('/dashboard/settings');
  await expect(page.getByText('Sandbox X · nothing is posted')).toBeVisible();
  await expect(page.getByText('No X account is connected.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Connect X account' }).click();
  // The consent page's own field, so the checks below run on it, not on settings as it leaves.
  // The pre-filled handle is submitted as it is, as a newcomer would.
  await expect(page.getByLabel('Sandbox handle')).toHaveValue('sandbox_writer');
  await expect(page.getByText('Sandbox X: nothing is posted')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Authorize app' }).click();

  await expect(page).toHaveURL(/\/dashboard\/settings\?x=connected$/);
  await expect(page.getByText('Connected as @sandbox_writer.')).toBeVisible();
  await expect(page.getByText('Status: Connected')).toBeVisible();

  // A newcomer starts with the default week: weekdays at 09:00 and 17:00.
  await expect(page.getByLabel('Slot 10 day')).toHaveValue('5');
  await expect(page.getByLabel('Slot 10 time')).toHaveValue('17:00');
  await page.getByRole('button', { name: 'Remove slot 10' }).click();
  await page.getByLabel('Time zone').selectOption('Europe/Paris');
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByText('Schedule saved.')).toBeVisible();
  await expect(page.getByText('Times are in your time zone: Europe/Paris')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(page.getByLabel('Time zone')).toHaveValue('Europe/Paris');
  await expect(page.getByLabel('Slot 9 time')).toHaveValue('09:00');
  await expect(page.getByLabel('Slot 10 time')).toHaveCount(0);

  await page.getByRole('button', { name: 'Disconnect' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Disconnect @sandbox_writer?' });
  await expect(confirm).toContainText('No publications are scheduled on this account.');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('settings-disconnect-confirm.png') });
  await confirm.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('No X account is connected.')).toBeVisible();
});

test('a connection that fails comes back with its reason on the settings screen', async ({
  signedInPage: page,
}) => {
  await page.goto('/auth/x/callback?state=forged&code=nothing');
  await expect(page).toHaveURL(/\/dashboard\/settings\?x=error/);
  await expect(page.getByRole('alert')).toContainText('not started here');
});

import {
  createPostViaApi,
  expect,
  expectNoSeriousA11yViolations,
  storedToken,
  test,
} from './support/fixtures';

test('connects sandbox X, Bluesky and Mastodon in settings, schedules a thread to all three, and sees each in the schedule', async ({
  signedInPage: page,
  request,
}) => {
  test.slow(); // three connects, a schedule and axe on three screens
  await page.goto('/dashboard/settings');

  // X, in the browser: the consent page, then back to settings.
  const x = page.getByRole('region', { name: 'X' });
  await x.getByRole('button', { name: 'Connect X account' }).click();
  await page.getByRole('button', { name: 'Authorize app' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\?x=connected$/);

  // Bluesky, at once: a refused app password is said beside its field.
  const bluesky = page.getByRole('region', { name: 'Bluesky' });
  await bluesky.getByRole('button', { name: 'Connect sandbox Bluesky account' }).click();
  const form = bluesky.getByRole('form', { name: 'Connect a sandbox Bluesky account' });
  await expect(form).toContainText('Settings > Privacy and security > App passwords');
  await form.getByLabel('Handle').fill('ada.bsky.social');
  await form.getByLabel('App password').fill('not-an-app-password');
  await form.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(form.getByLabel('App password')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(/takes an app password shaped xxxx-xxxx-xxxx-xxxx/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await form.getByLabel('App password').fill('abcd-efgh-ijkl-mnop');
  await form.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(bluesky.getByRole('status')).toHaveText('Connected as @ada.bsky.social.');

  // Mastodon, in the browser: the sandbox instance's consent page, then back.
  const mastodon = page.getByRole('region', { name: 'Mastodon' });
  await mastodon.getByRole('button', { name: 'Connect sandbox Mastodon account' }).click();
  await expect(page.getByText('Sandbox Mastodon: nothing is posted')).toBeVisible();
  await page.getByLabel('Sandbox handle').fill('ada_masto');
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\?account=connected$/);
  await expect(page.getByRole('status')).toHaveText(
    'Connected as @ada_masto@sandbox.mastodon.local.',
  );
  for (const [region, note] of [
    [x, 'Sandbox X: nothing is posted'],
    [bluesky, 'Sandbox Bluesky: nothing is posted'],
    [mastodon, 'Sandbox Mastodon: nothing is posted'],
  ] as const) {
    await expect(region.getByRole('listitem')).toHaveCount(1);
    await expect(region.getByRole('listitem')).toContainText(note);
  }
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('settings-accounts.png'), fullPage: true });

  // One thread, scheduled on all three accounts.
  const token = await storedToken(page);
  await createPostViaApi(request, token, 'threads', 'Shipping on three networks');
  await page.goto('/dashboard/all-threads');
  await page.getByRole('button', { name: 'Schedule' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Schedule thread' });
  const accounts = [
    'Sandbox X @sandbox_writer',
    'Sandbox Bluesky @ada.bsky.social',
    'Sandbox Mastodon @ada_masto@sandbox.mastodon.local',
  ];
  for (const name of accounts) {
    const box = dialog.getByRole('checkbox', { name });
    await expect(box).not.toBeChecked();
    await box.check();
  }
  // Each account's posts are counted by its own network's limit, folded under how they fare.
  const folds = dialog.locator('details');
  await expect(folds.locator('summary')).toHaveText([
    /^On Sandbox X @sandbox_writer · longest \d+\/280$/,
    /^On Sandbox Bluesky @ada\.bsky\.social · longest \d+\/300$/,
    /^On Sandbox Mastodon @ada_masto@sandbox\.mastodon\.local · longest \d+\/500$/,
  ]);
  await folds.nth(2).locator('summary').click();
  const onMastodon = dialog.getByRole('list', {
    name: 'Posts that go out on Mastodon @ada_masto@sandbox.mastodon.local',
  });
  await expect(onMastodon.locator('> li').first()).toContainText(/\d+\/500/);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  const done = dialog.getByRole('status');
  await expect(done).toContainText('On its way on 3 accounts.');
  await expect(done.getByRole('listitem')).toHaveCount(3);
  await page.screenshot({ path: test.info().outputPath('schedule-dialog-three.png') });
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  // The schedule lists three publications, each with its account, and narrows to one.
  await page.goto('/dashboard/schedule');
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  const items = upcoming.getByRole('listitem');
  await expect(items).toHaveCount(3);
  for (const [i, name] of accounts.entries()) {
    await expect(items.nth(i)).toContainText(name);
  }
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('combobox', { name: 'Account' }).selectOption(accounts[1]!);
  await expect(page).toHaveURL(/\?account=/);
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Sandbox Bluesky @ada.bsky.social');

  // Nothing scrolls sideways on a small phone.
  await page.setViewportSize({ width: 360, height: 740 });
  for (const screen of ['/dashboard/schedule', '/dashboard/settings']) {
    await page.goto(screen);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  }
  await page.screenshot({ path: test.info().outputPath('settings-phone.png'), fullPage: true });
});

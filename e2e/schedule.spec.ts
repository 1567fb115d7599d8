import {
  createPostViaApi,
  expect,
  expectNoSeriousA11yViolations,
  openScheduleOfThreadWithLink,
  storedToken,
  test,
} from './support/fixtures';

test('a thread card opens the schedule dialog with the exact posts, the lint and the user zone', async ({
  signedInPage: page,
  request,
}) => {
  const token = await storedToken(page);
  await createPostViaApi(request, token, 'threads', 'Shipping small pull requests');
  await page.goto('/dashboard/all-threads');
  await page.getByRole('button', { name: 'Schedule' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Schedule thread' });
  await expect(dialog).toBeVisible();
  const posts = dialog.getByRole('list', { name: 'Posts that go out' }).locator('> li');
  const count = await posts.count();
  expect(count).toBeGreaterThanOrEqual(5);
  await expect(posts.first()).toContainText('🧵');
  await expect(posts.first()).toContainText('1/');
  await expect(dialog.getByText(/Date and time \(.+\)/)).toBeVisible();
  // No account yet: the dialog says so and offers no way to send.
  const noAccount = dialog.getByText('Connect an account in Settings to publish.');
  await expect(noAccount).toBeVisible();
  for (const action of ['Publish now', 'Add to queue', 'Schedule']) {
    await expect(dialog.getByRole('button', { name: action, exact: true })).toBeDisabled();
  }
  await expectNoSeriousA11yViolations(page);
  await noAccount.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('schedule-dialog.png') });
  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  await expect(dialog).toBeHidden();
});

test('a thread with a link is offered to move the link into a reply, and the preview shows it', async ({
  signedInPage: page,
  request,
}) => {
  const dialog = await openScheduleOfThreadWithLink(page, request);
  const posts = dialog.getByRole('list', { name: 'Posts that go out' }).locator('> li');
  await expect(posts).toHaveCount(2);
  await expect(posts.first()).toContainText('13x more');
  await dialog.getByRole('button', { name: 'Move links to a reply' }).click();
  await expect(dialog.getByRole('status')).toContainText('Links moved to their own reply');
  await expect(posts).toHaveCount(3);
  await expect(posts.last().locator('p')).toHaveText('3/ https://example.com/guide');
  await expect(posts.first()).not.toContainText('https://');
  await expect(dialog.getByText('13x more')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('schedule-move-links.png') });
});

test('ideas have no Schedule button, and the Schedule screen lists its sections and passes axe', async ({
  signedInPage: page,
  request,
}) => {
  const token = await storedToken(page);
  await createPostViaApi(request, token, 'ideas', 'Developer productivity');
  await page.goto('/dashboard/all-ideas');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Schedule' })).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Schedule' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/schedule$/);
  await expect(page.getByRole('heading', { name: 'Schedule', level: 1 })).toBeVisible();
  for (const section of ['Upcoming', 'Failed', 'Published']) {
    await expect(page.getByRole('region', { name: section })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('schedule-screen.png') });
});

test('with sandbox X connected, a thread published now opens on the local stand-in; another waits in Upcoming', async ({
  signedInPage: page,
  request,
}) => {
  test.slow();
  const token = await storedToken(page);
  // Connected from the page: the flow finishes only in the browser that started it.
  await page.goto('/dashboard/settings');
  await page.getByRole('button', { name: 'Connect X account' }).click();
  await page.getByLabel('Sandbox handle').fill('ada_sandbox');
  await page.getByRole('button', { name: 'Authorize app' }).click();
  await page.waitForURL(/\/dashboard\/settings/);

  await createPostViaApi(request, token, 'threads', 'Publishing from the sandbox');
  await createPostViaApi(request, token, 'threads', 'Scheduling from the sandbox');
  await page.goto('/dashboard/all-threads');
  const cards = page.getByRole('article');
  await cards.nth(0).getByRole('button', { name: 'Schedule' }).click();
  let dialog = page.getByRole('dialog', { name: 'Schedule thread' });
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expect(dialog.getByRole('status')).toContainText('Publishing now');
  await page.keyboard.press('Escape');

  await cards.nth(1).getByRole('button', { name: 'Schedule' }).click();
  dialog = page.getByRole('dialog', { name: 'Schedule thread' });
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('Scheduled for');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/dashboard/schedule');
  const published = page.getByRole('region', { name: 'Published' });
  await expect(published.getByRole('link', { name: 'Post 1 on sandbox X' })).toBeVisible({
    timeout: 30_000,
  });
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  await expect(upcoming.getByRole('button', { name: 'Cancel publication' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('schedule-published.png') });

  await upcoming.getByRole('button', { name: 'Cancel publication' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this publication?' });
  await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('schedule-cancel-confirm.png') });
  await confirm.getByRole('button', { name: 'Cancel publication' }).click();
  await expect(upcoming.getByText(/^Nothing scheduled\./)).toBeVisible();

  const link = await published
    .getByRole('link', { name: 'Post 1 on sandbox X' })
    .getAttribute('href');
  await page.goto(link!);
  await expect(page.getByText('Sandbox X: nothing is posted')).toBeVisible();
});

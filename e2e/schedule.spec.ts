import {
  createPostViaApi,
  expect,
  expectNoSeriousA11yViolations,
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
  for (const action of ['Publish now', 'Add to queue', 'Schedule']) {
    await expect(dialog.getByRole('button', { name: action, exact: true })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('schedule-dialog.png') });
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

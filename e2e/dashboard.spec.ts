import {
  createPostViaApi,
  expect,
  expectNoSeriousA11yViolations,
  storedToken,
  test,
} from './support/fixtures';

const NAV = [
  ['New post', '/dashboard/new'],
  ['Tweet', '/dashboard/tweet'],
  ['All Tweets', '/dashboard/all-tweets'],
  ['Threads', '/dashboard/thread'],
  ['All Threads', '/dashboard/all-threads'],
  ['Idea', '/dashboard/idea'],
  ['All Ideas', '/dashboard/all-ideas'],
  ['Schedule', '/dashboard/schedule'],
  ['Analytics', '/dashboard/analytics'],
  ['Your style', '/dashboard/style'],
  ['Settings', '/dashboard/settings'],
] as const;

test('a new user sees the first-post invitation, the engine badge and the side navigation in order', async ({
  signedInPage: page,
}) => {
  await expect(page.getByRole('heading', { name: 'Generate Your First Post' })).toBeVisible();
  await expect(page.getByText('You can generate your first X post using ai.')).toBeVisible();
  await expect(page.getByText('Offline engine')).toBeVisible();
  await expect(page.getByText('Sandbox payments · no real money')).toBeVisible();

  const links = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link');
  await expect(links).toHaveText(['Dashboard', ...NAV.map(([label]) => label)]);
  await expectNoSeriousA11yViolations(page);

  // The home's quick action and the first-post invitation both lead to the generator.
  await page.getByRole('main').getByRole('link', { name: 'Generate', exact: true }).last().click();
  await expect(page).toHaveURL(/\/dashboard\/tweet$/);
});

test('every dashboard screen is reachable from the side navigation and passes axe', async ({
  signedInPage: page,
}) => {
  test.slow(); // axe on every screen of the side navigation
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  for (const [label, path] of NAV) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    if (label === 'Analytics') {
      // It invites a user without an account to connect one.
      await expect(
        page.getByRole('heading', { name: 'Connect an account to see your analytics' }),
      ).toBeVisible();
    }
  }
  await page.getByRole('link', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('the overview counts posts and shows the latest', async ({ signedInPage: page, request }) => {
  const token = await storedToken(page);
  await createPostViaApi(request, token, 'tweets', 'Overview tweet one');
  await createPostViaApi(request, token, 'tweets', 'Overview tweet two');
  await createPostViaApi(request, token, 'ideas', 'Overview idea');
  await page.reload();
  await expect(page.getByText('Overview tweet two')).toBeVisible();
  await expect(page.getByText('Overview idea')).toBeVisible();
  await expect(page.getByText(/3 of 30 generations used this month/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Generate Your First Post' })).toHaveCount(0);
});

test('the account menu opens My Account, Settings and Support', async ({
  signedInPage: page,
  user,
}) => {
  const menuButton = page.getByRole('button', { name: 'Account menu' });
  await menuButton.click();
  await expect(page.getByRole('menuitem', { name: 'Support' })).toHaveAttribute(
    'href',
    'mailto:support@quillpost.app',
  );
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await expect(page.getByText(user.name)).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await expect(page.getByText('Free', { exact: true })).toBeVisible();
  await expect(page.getByText(/0 of 30 generations used this month/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the navigation is a drawer that opens, navigates and closes', async ({
    signedInPage: page,
  }) => {
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await drawer.getByRole('link', { name: 'All Threads' }).click();
    await expect(page).toHaveURL(/\/dashboard\/all-threads$/);
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('button', { name: 'Close navigation' }).click();
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeHidden();
  });

  test('generate screens stack the form above the result', async ({ signedInPage: page }) => {
    await page.goto('/dashboard/thread');
    const form = await page.getByLabel('Thread Description').boundingBox();
    const result = await page.getByRole('region', { name: 'Generated Thread' }).boundingBox();
    expect(result!.y).toBeGreaterThan(form!.y);
    await expectNoSeriousA11yViolations(page);
  });
});

import {
  expect,
  expectNoSeriousA11yViolations,
  signInWithLocalForm,
  storedToken,
  test,
  uniqueUser,
} from './support/fixtures';

test('login and register pages link to each other and back home', async ({ page }) => {
  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up with Google' })).toHaveAttribute(
    'href',
    '/auth/google',
  );
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('link', { name: 'Login with Google' })).toHaveAttribute(
    'href',
    '/auth/google',
  );
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/auth\/register$/);
  await page.getByRole('link', { name: /Back to home/ }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('signing in with the local form stores the token, hides it from the address bar and opens the dashboard', async ({
  page,
}) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  const user = await signInWithLocalForm(page, uniqueUser('local'));

  expect(visited.some((url) => url.includes('/auth/login?token='))).toBe(true);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(page.url()).not.toContain('token=');
  const token = await storedToken(page);
  expect(token.length).toBeGreaterThan(20);
  // Going back does not show the token either: its history entry was replaced.
  expect(await page.evaluate(() => window.history.length)).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText(user.email);
});

test('without a token the dashboard sends you to the login page', async ({ page }) => {
  for (const path of [
    '/dashboard',
    '/dashboard/tweet',
    '/dashboard/all-ideas',
    '/dashboard/settings',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth\/login$/);
  }
});

test('with a token the landing page and the login page send you to the dashboard', async ({
  signedInPage: page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('with a token the public navigation offers Get Started instead of Login and Sign up', async ({
  signedInPage: page,
}) => {
  await page.goto('/about');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
    'href',
    '/auth/login',
  );
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
});

test('logout revokes the session, clears the token and goes to the login page', async ({
  signedInPage: page,
  request,
}) => {
  const token = await storedToken(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await storedToken(page)).toBe('');

  const me = await request.get('/api/v0/users/me', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(me.status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a token revoked elsewhere signs the dashboard out', async ({
  signedInPage: page,
  request,
}) => {
  const token = await storedToken(page);
  const logout = await request.post('/auth/logout', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(logout.status()).toBe(204);
  await page.goto('/dashboard/all-tweets');
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await storedToken(page)).toBe('');
});

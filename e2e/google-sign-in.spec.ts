import type { Page } from '@playwright/test';
import { expect, storedToken, test, uniqueUser } from './support/fixtures';
import {
  GOOGLE_ACCOUNT_COOKIE,
  GOOGLE_SERVER_PLAN_LIMIT,
  GOOGLE_URL,
  ISSUER_URL,
} from './support/servers';

test.use({ baseURL: GOOGLE_URL });

/**
 * Makes the test issuer sign in `email`, as if that person picked their Google account. The
 * issuer reads it from a cookie of this browser context, so parallel tests do not mix.
 */
async function chooseGoogleAccount(page: Page, email: string) {
  await page
    .context()
    .addCookies([
      { name: GOOGLE_ACCOUNT_COOKIE, value: encodeURIComponent(email), url: ISSUER_URL },
    ]);
}

test('Sign up with Google runs OpenID Connect against the issuer and opens the dashboard', async ({
  page,
}) => {
  const user = uniqueUser('google');
  await chooseGoogleAccount(page, user.email);
  await page.goto('/auth/register');
  await page.getByRole('link', { name: 'Sign up with Google' }).click();
  await page.waitForURL('**/dashboard');
  expect(page.url()).not.toContain('token=');
  expect((await storedToken(page)).length).toBeGreaterThan(20);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await expect(page.getByText(user.email)).toBeVisible();
});

test('the local form is off when Google is configured', async ({ request }) => {
  const response = await request.get('/auth/local');
  expect(response.status()).toBe(403);
});

test('near and at the plan limit the generate screen says so and links to pricing', async ({
  page,
}) => {
  const user = uniqueUser('limit');
  await chooseGoogleAccount(page, user.email);
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Login with Google' }).click();
  await page.waitForURL('**/dashboard');

  await page.goto('/dashboard/tweet');
  for (let i = 0; i < GOOGLE_SERVER_PLAN_LIMIT; i += 1) {
    await page.getByLabel('Tweet Description').fill(`Limit test ${i}`);
    await page.getByRole('button', { name: 'Generate Tweet' }).click();
    await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible();
  }
  await expect(
    page.getByText(`0 of ${GOOGLE_SERVER_PLAN_LIMIT} generations left this month.`),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Generate Tweet' }).click();
  const error = page.getByRole('alert');
  await expect(error).toBeVisible();
  await error.getByRole('link', { name: 'See plans and upgrade' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

import { expect, signInWithLocalForm, storedToken, test, uniqueUser } from './support/fixtures';

test('a link carrying another account’s token does not replace the signed-in session', async ({
  page,
  browser,
}) => {
  const victim = await signInWithLocalForm(page, uniqueUser('victim'));
  const victimToken = await storedToken(page);

  // Someone else signs in in their own browser and sends the address with their token.
  const elsewhere = await browser.newContext();
  const attackerPage = await elsewhere.newPage();
  const attacker = await signInWithLocalForm(attackerPage, uniqueUser('attacker'));
  const link = `/auth/login?token=${encodeURIComponent(await storedToken(attackerPage))}`;
  await elsewhere.close();

  await page.goto(link);
  const question = page.getByRole('alertdialog', { name: 'Switch accounts?' });
  await expect(question).toContainText(victim.email);
  await expect(question).toContainText(attacker.email);
  expect(page.url()).not.toContain('token=');
  expect(await storedToken(page)).toBe(victimToken);

  await page.getByRole('button', { name: /Stay signed in/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await storedToken(page)).toBe(victimToken);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText(victim.email);
});

test('signing in again in this browser switches accounts without a question', async ({ page }) => {
  await signInWithLocalForm(page, uniqueUser('first'));
  const first = await storedToken(page);
  // The browser's own sign-in, started from the login page while signed in.
  const second = uniqueUser('second');
  await page.goto(`/auth/local`);
  await page.getByLabel('Name').fill(second.name);
  await page.getByLabel('Email').fill(second.email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  expect(await storedToken(page)).not.toBe(first);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText(second.email);
});

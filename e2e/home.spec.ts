import {
  createPostViaApi,
  expect,
  expectNoSeriousA11yViolations,
  storedToken,
  test,
} from './support/fixtures';

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test.describe(`at ${width}x${height}`, () => {
    test.use({ viewport: { width, height } });

    test('a new person sees where they stand, queues a post and watches its card change live', async ({
      signedInPage: page,
      request,
    }) => {
      test.slow();
      const shot = (name: string) =>
        page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });

      // Day one: no "Welcome back", a call to connect an account, and nothing to measure yet.
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome/);
      await expect(page.getByText(/Welcome back/)).toHaveCount(0);
      await expect(page.getByText(/No figures yet/)).toBeVisible();
      await shot('dashboard-new');
      await page.getByRole('link', { name: 'Connect an account' }).click();
      await page.getByRole('button', { name: 'Connect X account' }).click();
      // A handle of its own: sandbox X refuses a post that repeats one of the handle's recent posts.
      await page.getByLabel('Sandbox handle').fill(`h${Date.now().toString(36).slice(-6)}${width}`);
      await page.getByRole('button', { name: 'Authorize app' }).click();
      await page.waitForURL(/\/dashboard\/settings/);
      await page.goto('/dashboard');
      await expect(page.getByText('Connected', { exact: true })).toBeVisible();

      // Written by hand, then queued: the dialog names the slot before the click.
      await page.getByRole('main').getByRole('link', { name: 'New post' }).click();
      await page.getByLabel('Your tweet').fill(`Small pull requests get reviewed first ${width}.`);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.waitForURL(/\/dashboard\/posts\/tweet\//);
      await page.goto('/dashboard/all-tweets');
      const card = page.getByRole('article').first();
      await card.getByRole('button', { name: 'Schedule' }).click();
      const dialog = page.getByRole('dialog', { name: 'Schedule tweet' });
      const slot = dialog.getByText(/^Next free slot: \w{3} \d{1,2} \w{3}, \d{2}:\d{2} \(.+\)$/);
      await expect(slot).toBeVisible();
      const named = (await slot.textContent())!.replace('Next free slot: ', '');
      await expectNoSeriousA11yViolations(page);
      await dialog.screenshot({ path: test.info().outputPath(`schedule-dialog-${width}.png`) });
      await dialog.getByRole('button', { name: 'Add to queue' }).click();
      await expect(dialog.getByRole('status')).toContainText('Scheduled for');
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(card.getByText(`Scheduled ${named}`)).toBeVisible();

      // Published now: the card's badge changes without a reload.
      const token = await storedToken(page);
      await createPostViaApi(request, token, 'tweets', `Publishing from home ${width}`);
      await page.goto('/dashboard/all-tweets');
      const fresh = page.getByRole('article').first();
      await fresh.getByRole('button', { name: 'Schedule' }).click();
      await dialog.getByRole('button', { name: 'Publish now' }).click();
      await expect(dialog.getByRole('status')).toContainText('Publishing now');
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(fresh.getByText('Published', { exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(fresh.getByRole('link', { name: /^View on sandbox X/ })).toBeVisible();
      await shot('library');

      await page.goto('/dashboard');
      await expect(page.getByText(named)).toBeVisible();
      await expect(page.getByText('Connected', { exact: true })).toBeVisible();
      await shot('dashboard');
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
    });
  });
}

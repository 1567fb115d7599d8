import type { Page } from '@playwright/test';
import {
  connectSandboxX,
  expect,
  expectNoSeriousA11yViolations,
  openScheduleOfThreadWithLink,
  storedToken,
  test,
} from './support/fixtures';

const SIZES = [
  { name: 'wide', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

async function screenshots(page: Page, name: string) {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.screenshot({ path: test.info().outputPath(`${name}-${size.name}.png`) });
  }
}

/** Shows the person's sandbox X account as one on X itself, as a server with X configured does. */
async function accountsAsRealX(page: Page) {
  await page.route('**/api/v0/accounts', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { accounts: { provider: string }[] };
    for (const account of body.accounts) account.provider = 'real';
    await route.fulfill({ response, json: body });
  });
}

test('the schedule dialog says what a thread costs on X, and that sandbox X is free', async ({
  signedInPage: page,
  request,
}) => {
  const dialog = await openScheduleOfThreadWithLink(page, request);
  await expect(
    dialog.getByText('Sandbox X is free: nothing is posted, so nothing is spent.'),
  ).toBeVisible();
  await expect(dialog.getByText(/Costs about/)).toHaveCount(0);
  await dialog.getByText('Sandbox X is free').scrollIntoViewIfNeeded();
  await screenshots(page, 'schedule-sandbox-x');

  await accountsAsRealX(page);
  await page.reload();
  await page.getByRole('button', { name: 'Schedule' }).first().click();
  await expect(dialog.getByText('Costs about $0.215 on X')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByText('Costs about').scrollIntoViewIfNeeded();
  await screenshots(page, 'schedule-x-cost');
});

test('the analytics screen shows the X API spend this month, and sandbox X as free', async ({
  signedInPage: page,
  request,
}) => {
  test.setTimeout(60_000);
  const token = await storedToken(page);
  await connectSandboxX(request, token);
  await page.goto('/dashboard/analytics');
  await expect(page.getByText('Sandbox X is free: nothing is spent at X.')).toBeVisible();
  await screenshots(page, 'analytics-sandbox-x');

  await accountsAsRealX(page);
  await page.route('**/api/v0/analytics?**', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.accounts = body.accounts.map((a: object) => ({ ...a, provider: 'real' }));
    body.simulated = false;
    body.xSpend = {
      month: body.xSpend.month,
      usd: 1.23,
      calls: 12,
      byCall: [
        { call: 'post', calls: 6, units: 6, usd: 0.09 },
        { call: 'post_with_link', calls: 5, units: 5, usd: 1 },
        { call: 'read', calls: 1, units: 140, usd: 0.14 },
      ],
    };
    await route.fulfill({ response, json: body });
  });
  await page.reload();
  await expect(page.getByText('X API spend this month: $1.23')).toBeVisible();
  await expect(
    page.getByText('12 calls: 6 posts, 5 posts with a link, 1 read of 140 posts.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'analytics-x-spend');
});

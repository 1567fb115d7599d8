import type { Page } from '@playwright/test';
import {
  connectSandboxX,
  expect,
  expectNoSeriousA11yViolations,
  storedToken,
  test,
} from './support/fixtures';
import { sidewaysOverflow } from './support/overflow';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** "Tue 09:00, Thu 09:00" as the settings' slot fields hold them: ["2 09:00", "4 09:00"]. */
const slotsOf = (words: string) =>
  words.split(', ').map((slot) => {
    const [day, time] = slot.split(' ');
    return `${WEEKDAYS.indexOf(day!) + 1} ${time}`;
  });

/** The weekly slots the settings screen shows, as "weekday time". */
async function savedSlots(page: Page): Promise<string[]> {
  const days = page.getByLabel(/^Slot \d+ day$/);
  const slots: string[] = [];
  for (let i = 0; i < (await days.count()); i++) {
    const day = await page.getByLabel(`Slot ${i + 1} day`).inputValue();
    const time = await page.getByLabel(`Slot ${i + 1} time`).inputValue();
    slots.push(`${day} ${time}`);
  }
  return slots;
}

/** Kept with the test's results, to be looked at. */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test('a person imports their history, curates their style and turns their best hours into queue slots', async ({
  signedInPage: page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await connectSandboxX(request, await storedToken(page), 'sandbox_stylist');

  await page.goto('/dashboard/settings');
  const x = page.getByRole('region', { name: 'X' });
  await x.getByRole('button', { name: 'Import history of @sandbox_stylist' }).click();
  await expect(x.getByText('Imported 40 posts.')).toBeVisible({ timeout: 30_000 });

  await page.getByRole('link', { name: 'Your style' }).click();
  await expect(page.getByRole('heading', { name: 'Your style', level: 1 })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Write in my style' })).toBeChecked();
  await expect(page.getByText('From 40 of your posts.', { exact: false })).toBeVisible();
  await expect(page.getByText(/^Your posts are [a-z-]+: about \d+ characters\.$/)).toBeVisible();
  const examples = page.getByRole('listitem').filter({ hasText: '(sandbox post)' });
  await expect(examples).toHaveCount(5);
  await expect(
    page.getByText('The figures of posts on sandbox accounts are simulated.', { exact: false }),
  ).toBeVisible();
  await expect(examples.first()).toContainText(/\d+(\.\d+)?% engagement · \d+ likes? · /);
  await expectNoSeriousA11yViolations(page);

  const droppedText = (await examples.first().locator('p').first().textContent())!;
  await examples.first().getByRole('button', { name: 'Drop' }).click();
  await expect(page.getByText(droppedText, { exact: true })).toHaveCount(0);
  await expect(examples).toHaveCount(5);
  const pinned = examples.nth(2);
  const pinnedText = (await pinned.locator('p').first().textContent())!;
  await pinned.getByRole('button', { name: 'Pin' }).click();
  // Pinned examples come first, and both choices are kept.
  await expect(examples.first()).toContainText('· Pinned');
  await page.reload();
  await expect(examples.first().locator('p').first()).toHaveText(pinnedText);
  await expect(page.getByText(droppedText, { exact: true })).toHaveCount(0);
  await shot(page, 'style-1440');

  await page.getByRole('link', { name: 'Analytics' }).click();
  // The card: the innermost block holding both the title and the week.
  const bestTimes = page
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: 'Best times to post' }) })
    .filter({ has: page.getByRole('table') })
    .last();
  await expect(bestTimes.getByText(/^From \d+ posts on this account, in /)).toBeVisible();
  await expect(bestTimes.getByRole('table')).toBeVisible();
  await shot(page, 'analytics-1440');
  const suggestion = await bestTimes.getByText(/^Suggested slots: /).textContent();
  const [, words] = /^Suggested slots: (.+) \(.+\)\.$/.exec(suggestion!)!;
  await bestTimes.getByRole('button', { name: 'Use as my queue slots' }).click();
  await page.getByRole('button', { name: 'Use these slots' }).click();
  await expect(bestTimes.getByText('Your queue slots are now these times.')).toBeVisible();

  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByLabel('Slot 1 day')).toBeVisible();
  expect((await savedSlots(page)).sort()).toEqual(slotsOf(words!).sort());

  // On a phone: neither screen scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/dashboard/style', '/dashboard/analytics']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { over, widest } = await sidewaysOverflow(page);
    expect(over, `${path}: widest ${widest}`).toBeLessThanOrEqual(0);
    await shot(page, `${path.split('/').at(-1)}-390`);
  }
});

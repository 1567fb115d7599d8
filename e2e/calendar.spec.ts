import type { APIRequestContext, Page } from '@playwright/test';
import { fromZonedFields, toZonedFields } from '@quillpost/shared';
import {
  connectSandboxX,
  createPostViaApi,
  expect,
  expectNoSeriousA11yViolations,
  storedToken,
  test,
} from './support/fixtures';

const ZONE = 'Europe/Berlin';
test.use({ timezoneId: ZONE, viewport: { width: 1440, height: 900 } });

/** Fields of an instant on Berlin's clock, as the web app reads them. */
const berlin = (instant: Date) => ({
  ...toZonedFields(instant, ZONE),
  weekday: new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, weekday: 'long' }).format(instant),
});

/** The instant Berlin's clock shows `time` on `day`. */
const inBerlin = (day: string, time: string): string => fromZonedFields(day, time, ZONE)!;

/** "Thursday 26 November", as the calendar names a day. */
const dayName = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(`${day}T12:00:00Z`));

async function publication(request: APIRequestContext, token: string, id: string) {
  const response = await request.get(`/api/v0/publications/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { publication: { publishAt: string } }).publication;
}

async function settingsZone(request: APIRequestContext, token: string) {
  const response = await request.get('/api/v0/settings', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { settings: { timezone: string } }).settings.timezone;
}

const hourCell = (page: Page, day: string, hour: string) =>
  page.getByRole('cell', { name: `${dayName(day)}, ${hour}:00`, exact: true });

test('the calendar in Berlin: the zone saved on the first visit, a drag, a keyboard move and a post scheduled at an open slot', async ({
  signedInPage: page,
  request,
}) => {
  test.slow();
  const token = await storedToken(page);
  // The first dashboard visit saved the browser's zone.
  await expect.poll(() => settingsZone(request, token)).toBe(ZONE);

  await connectSandboxX(request, token);
  const scheduled = await createPostViaApi(request, token, 'tweets', 'Moving on the calendar');
  await createPostViaApi(request, token, 'tweets', 'Filling an open slot');
  const tomorrow = berlin(new Date(Date.now() + 24 * 3_600_000)).day;
  const created = await request.post('/api/v0/publications', {
    headers: { Authorization: `Bearer ${token}` },
    data: { postId: scheduled._id, publishAt: inBerlin(tomorrow, '10:00') },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id: id } = ((await created.json()) as { publication: { _id: string } }).publication;

  await page.goto('/dashboard/schedule');
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(page.getByText(`Times are in ${ZONE}.`, { exact: false })).toBeVisible();
  if (berlin(new Date(`${tomorrow}T12:00:00Z`)).weekday === 'Monday') {
    await page.getByRole('button', { name: 'Next week' }).click();
  }
  const chip = page.locator(`[data-publication="${id}"]`);
  await expect(hourCell(page, tomorrow, '10').locator(`[data-publication="${id}"]`)).toBeVisible();
  await expect(chip).toContainText('10:00');
  await expect(chip).toContainText('@sandbox_reader');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('calendar-week.png'), fullPage: true });

  // Dragged by its handle to 14:00 the same day.
  const handle = chip.getByRole('button', { name: /^Drag / });
  const target = hourCell(page, tomorrow, '14');
  // In the middle of the window, where dragging does not scroll the page.
  await target.evaluate((cell) => cell.scrollIntoView({ block: 'center' }));
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + 12, { steps: 12 });
  await page.mouse.up();
  await expect(target.locator(`[data-publication="${id}"]`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Moved' })).toContainText(
    `14:00 (${ZONE})`,
  );
  await expect
    .poll(async () => (await publication(request, token, id)).publishAt)
    .toBe(inBerlin(tomorrow, '14:00'));

  // From the keyboard: the Move menu, an hour later.
  await chip.getByRole('button', { name: /^Move / }).focus();
  await page.keyboard.press('Enter');
  // The menu focuses its first item once open; an arrow pressed before that lands on the first.
  await expect(page.getByRole('menuitem', { name: 'An hour earlier' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'An hour later' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(hourCell(page, tomorrow, '15').locator(`[data-publication="${id}"]`)).toBeVisible();
  await expect
    .poll(async () => (await publication(request, token, id)).publishAt)
    .toBe(inBerlin(tomorrow, '15:00'));

  // An open slot of the default week: pick a post, and the dialog comes with the slot's time.
  const openSlots = page.getByRole('button', { name: /^Open slot / });
  if ((await openSlots.count()) === 0)
    await page.getByRole('button', { name: 'Next week' }).click();
  const slot = openSlots.first();
  const label = (await slot.getAttribute('aria-label'))!;
  const [, slotDay, slotTime] = /^Open slot (.+), (\d\d:\d\d): schedule a post$/.exec(label)!;
  await slot.click();
  const picker = page.getByRole('dialog', { name: 'Schedule a post' });
  await picker
    .getByRole('button', { name: /Filling an open slot|Fun fact/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Schedule tweet' });
  await expect(dialog.getByText(`(${ZONE})`, { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Time')).toHaveValue(slotTime!);
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText(`(${ZONE})`);
  const listed = await request.get('/api/v0/publications?status=scheduled', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const times = ((await listed.json()) as { publications: { publishAt: string }[] }).publications
    .map((p) => berlin(new Date(p.publishAt)))
    .map((at) => `${dayName(at.day)}, ${at.time}`);
  expect(times).toContain(`${slotDay}, ${slotTime}`);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  // Settings name the same zone.
  await page.goto('/dashboard/settings');
  await expect(page.getByText(`Times are in your time zone: ${ZONE}`)).toBeVisible();
  await expect(page.getByLabel('Time zone')).toHaveValue(ZONE);
});

test('week and month on a phone: a list day by day, and no sideways scrolling', async ({
  signedInPage: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/schedule');
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Week' })).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath('calendar-week-phone.png'),
    fullPage: true,
  });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Month' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
  // The choice is remembered.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Month', pressed: true })).toBeVisible();
});

import type { Locator, Page } from '@playwright/test';
import {
  connectSandboxX,
  expect,
  expectNoSeriousA11yViolations,
  storedToken,
  test,
} from './support/fixtures';

const partsOf = (page: Page) => page.getByRole('list', { name: 'Parts' }).getByRole('textbox');
const texts = (page: Page) =>
  partsOf(page).evaluateAll((boxes) => boxes.map((box) => (box as HTMLTextAreaElement).value));

/** Presses Tab until `target` has focus, as a person without a mouse reaches a control. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('writes a thread from scratch: drag to reorder, a draft kept across a reload, assist, save', async ({
  signedInPage: page,
}) => {
  test.slow(); // a reload, an assist call and axe
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'New post' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/new$/);
  await page.getByText('Thread', { exact: true }).click();
  await page.getByLabel('Thread header (optional)').fill('How we ship small');
  await page.getByLabel('Part 1 of 2').fill('Small pull requests merge faster.');
  await page.getByLabel('Part 2 of 2').fill('Reviewers read them whole.');
  await page.getByRole('button', { name: 'Add part' }).click();
  await expect(page.getByLabel('Part 3 of 3')).toBeFocused();
  await page.keyboard.type('So start with the smallest change that helps.');
  await expect(page.getByText('X 48/280')).toBeVisible();

  // Drag part 3 by its handle above part 1.
  const handle = page.getByRole('button', { name: 'Drag part 3 to reorder' });
  const first = await page.getByLabel('Part 1 of 3').boundingBox();
  const from = await handle.boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  await page.mouse.move(from!.x + from!.width / 2, first!.y - 20, { steps: 12 });
  await page.mouse.up();
  await expect
    .poll(() => texts(page))
    .toEqual([
      'So start with the smallest change that helps.',
      'Small pull requests merge faster.',
      'Reviewers read them whole.',
    ]);
  const preview = page.getByRole('region', { name: 'Preview on X' });
  await expect(preview.getByRole('listitem')).toHaveCount(3);
  await expect(preview.getByTestId('thread-line')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(page.getByText('Draft restored.')).toBeVisible();
  await expect
    .poll(() => texts(page))
    .toEqual([
      'So start with the smallest change that helps.',
      'Small pull requests merge faster.',
      'Reviewers read them whole.',
    ]);

  const written = await texts(page);
  await page.getByRole('button', { name: 'Rewrite' }).click();
  const suggestions = page.getByRole('list', { name: 'Rewrite suggestions' });
  await suggestions.getByRole('button', { name: 'Use this' }).first().click();
  await expect.poll(() => texts(page)).not.toEqual(written);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => texts(page)).toEqual(written);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/dashboard\/posts\/thread\/[\w-]+\/edit$/);
  await expect(page.getByRole('heading', { name: 'Edit thread' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Draft restored.')).toBeHidden();
  await expect.poll(() => texts(page)).toEqual(written);
  await page.goto('/dashboard/all-threads');
  await expect(page.getByRole('article').first()).toContainText(
    '1/ So start with the smallest change that helps.',
  );
});

test('keyboard alone: write, add parts, reorder, save and schedule', async ({
  signedInPage: page,
  request,
}) => {
  test.slow();
  await connectSandboxX(request, await storedToken(page));
  await page.goto('/dashboard/new');
  const tweet = page.getByLabel('Your tweet');
  await tabTo(page, tweet);
  await page.keyboard.type('Alpha comes first.');
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(page.getByLabel('Part 2 of 2')).toBeFocused();
  await page.keyboard.type('Bravo comes second.');
  await page.keyboard.press('ControlOrMeta+Enter');
  await page.keyboard.type('Charlie comes third.');
  await page.keyboard.press('Alt+ArrowUp');
  await expect(page.getByLabel('Part 2 of 3')).toBeFocused();
  await expect
    .poll(() => texts(page))
    .toEqual(['Alpha comes first.', 'Charlie comes third.', 'Bravo comes second.']);

  // dnd-kit's keyboard sensor on a handle: Space picks up, an arrow moves, Space drops.
  await tabTo(page, page.getByRole('button', { name: 'Drag part 3 to reorder' }));
  await page.keyboard.press('Space');
  await expect(page.getByText('Part is now at position 3.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Part is now at position 2.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Part is now at position 1.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect
    .poll(() => texts(page))
    .toEqual(['Bravo comes second.', 'Alpha comes first.', 'Charlie comes third.']);

  await tabTo(page, page.getByLabel('Part 1 of 3'));
  await page.keyboard.press('ControlOrMeta+Shift+Enter');
  await expect(page).toHaveURL(/\/dashboard\/posts\/thread\/[\w-]+\/edit$/);
  const dialog = page.getByRole('dialog', { name: 'Schedule thread' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('1/ Bravo comes second.');
  await expectNoSeriousA11yViolations(page);
  await tabTo(page, dialog.getByRole('button', { name: 'Schedule', exact: true }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toContainText('Scheduled for');
});

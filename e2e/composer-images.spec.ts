import type { Page } from '@playwright/test';
import { connectSandboxX, expect, storedToken, test } from './support/fixtures';

/** A small PNG drawn by the browser itself, so the test carries no binary file. */
async function drawnPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#2563eb';
    context.fillRect(0, 0, 64, 48);
    context.fillStyle = '#f59e0b';
    context.fillRect(16, 12, 32, 24);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('a thread with an image on part 2: picked, described, previewed, saved and scheduled', async ({
  signedInPage: page,
  request,
}) => {
  test.slow(); // an upload, a save and a schedule
  const token = await storedToken(page);
  await connectSandboxX(request, token);
  await page.goto('/dashboard/new');
  await page.getByText('Thread', { exact: true }).click();
  await page.getByLabel('Part 1 of 2').fill('Charts beat tables for trends.');
  await page.getByLabel('Part 2 of 2').fill('Here is last quarter at a glance.');

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add images to part 2' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'quarter.png',
    mimeType: 'image/png',
    buffer: await drawnPng(page),
  });
  const description = page.getByLabel('Description of image 1 of part 2');
  await expect(description).toBeVisible();
  await description.fill('A blue square with an orange block in the middle');
  await description.press('Tab');
  await expect(page.getByText(/Description saved/)).toBeVisible();

  const preview = page.getByRole('region', { name: 'Preview on X' });
  const thumbnail = preview.getByTestId('preview-image');
  await expect(thumbnail).toHaveCount(1);
  await expect(thumbnail).toHaveAttribute(
    'alt',
    'A blue square with an orange block in the middle',
  );
  await expect
    .poll(() => thumbnail.evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBe(64);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/dashboard\/posts\/thread\/[\w-]+\/edit$/);
  await expect(page.getByRole('heading', { name: 'Edit thread' })).toBeVisible();
  // The saved post opens with its image still on part 2.
  await expect(page.getByLabel('Description of image 1 of part 2')).toBeVisible();
  await page.getByRole('button', { name: 'Schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule thread' });
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('Scheduled for');

  const postId = /\/thread\/([\w-]+)\/edit$/.exec(page.url())![1]!;
  const answer = await request.get(`/api/v0/publications?postIds=${postId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  const { publications } = (await answer.json()) as {
    publications: { parts: { position: number; media: string[] }[] }[];
  };
  expect(publications).toHaveLength(1);
  const parts = publications[0]!.parts;
  expect(parts.map((part) => part.media.length)).toEqual([0, 1]);
});

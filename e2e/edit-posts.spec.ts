import {
  createPostViaApi,
  expect,
  expectNoSeriousA11yViolations,
  storedToken,
  test,
} from './support/fixtures';

test('edits a tweet from its card, keeps the edit after a reload, and shows what the server refuses', async ({
  signedInPage: page,
  request,
}) => {
  const tweet = await createPostViaApi(request, await storedToken(page), 'tweets', 'Edit me');
  await page.goto('/dashboard/all-tweets');
  const card = page.getByRole('article', { name: 'Edit me' });
  await card.getByRole('button', { name: 'Edit' }).click();
  const field = card.getByLabel('Edit tweet');
  await expect(field).toHaveValue(tweet.content);
  await expect(field).toBeFocused();

  await field.fill('x'.repeat(300));
  await expect(card.getByText('Characters: 300/280')).toBeVisible();
  await card.getByRole('button', { name: 'Save' }).click();
  const problem = card.getByRole('alert');
  await expect(problem).toContainText(
    'The tweet is 300 characters as X counts them; the limit is 280.',
  );
  await expect(field).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await field.fill('Edited by hand: ship small, ship often.');
  await expect(card.getByText('Characters: 39/280')).toBeVisible();
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(field).toBeHidden();
  await expect(card.getByText('Edited by hand: ship small, ship often.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('article', { name: 'Edit me' })).toContainText(
    'Edited by hand: ship small, ship often.',
  );
});

test('edits a thread from its card, counting each part as it is typed', async ({
  signedInPage: page,
  request,
}) => {
  await createPostViaApi(request, await storedToken(page), 'threads', 'Thread to edit');
  await page.goto('/dashboard/all-threads');
  const card = page.getByRole('article', { name: 'Thread to edit' });
  await card.getByRole('button', { name: 'Edit' }).click();
  const field = card.getByLabel('Edit thread');
  await field.fill('🧵 Edited header\n\n1/ The first part, rewritten.\n\n2/ The last part.');
  const parts = card.getByRole('list', { name: 'Thread parts' }).getByRole('listitem');
  await expect(parts).toHaveText([
    'Tweet 1 of 3 · Characters: 16/280',
    'Tweet 2 of 3 · Characters: 29/280',
    'Tweet 3 of 3 · Characters: 17/280',
  ]);
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(field).toBeHidden();

  await page.reload();
  const saved = page.getByRole('article', { name: 'Thread to edit' });
  await expect(saved).toContainText('1/ The first part, rewritten.');
  await expect(saved).toContainText('2/ The last part.');
  await expect(saved.getByRole('listitem')).toHaveCount(3);
});

test('edits a generated tweet where it was generated; Cancel leaves it as it was', async ({
  signedInPage: page,
}) => {
  await page.goto('/dashboard/tweet');
  await page.getByLabel('Tweet Description').fill('Why small pull requests merge faster');
  await page.getByRole('combobox', { name: 'Domain' }).click();
  await page.getByRole('option', { name: 'Tech' }).click();
  await page.getByRole('combobox', { name: 'Tweet Format' }).click();
  await page.getByRole('option', { name: 'Fun Facts' }).click();
  await page.getByRole('combobox', { name: 'Tone of Voice' }).click();
  await page.getByRole('option', { name: 'Professional' }).click();
  await page.getByRole('button', { name: 'Generate Tweet' }).click();
  const result = page.getByRole('region', { name: 'Generated Tweet' });
  await result.getByRole('button', { name: 'Edit' }).click();
  const field = result.getByLabel('Edit tweet');
  const generated = await field.inputValue();
  await field.fill('Something else');
  await result.getByRole('button', { name: 'Cancel' }).click();
  await expect(field).toBeHidden();
  await expect(result).toContainText(generated);

  await result.getByRole('button', { name: 'Edit' }).click();
  await result.getByLabel('Edit tweet').fill('Small pull requests merge faster.');
  await result.getByRole('button', { name: 'Save' }).click();
  await expect(result.getByText('Small pull requests merge faster.')).toBeVisible();
  await page.goto('/dashboard/all-tweets');
  await expect(page.getByRole('article').first()).toContainText(
    'Small pull requests merge faster.',
  );
});

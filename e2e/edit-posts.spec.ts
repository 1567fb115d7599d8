import {
  createPostViaApi,
  expect,
  expectNoSeriousA11yViolations,
  storedToken,
  test,
} from './support/fixtures';

test('edits a tweet in the composer from its card, keeps the edit after a reload, and shows what the server refuses', async ({
  signedInPage: page,
  request,
}) => {
  const tweet = await createPostViaApi(request, await storedToken(page), 'tweets', 'Edit me');
  await page.goto('/dashboard/all-tweets');
  await page.getByRole('article', { name: 'Edit me' }).getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/posts/tweet/${tweet._id}/edit$`));
  const field = page.getByLabel('Your tweet');
  await expect(field).toHaveValue(tweet.content);
  await expect(field).toBeFocused();

  await field.fill('x'.repeat(300));
  await expect(page.getByText('X 300/280')).toBeVisible();
  await expect(
    page.getByText('Your tweet is 300 characters as X counts them; the limit is 280.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'The tweet is 300 characters as X counts them; the limit is 280.',
  );
  await expect(field).toHaveValue('x'.repeat(300));
  await expectNoSeriousA11yViolations(page);

  await field.fill('Edited by hand: ship small, ship often.');
  await expect(page.getByText('X 39/280')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Your tweet')).toHaveValue(
    'Edited by hand: ship small, ship often.',
  );
  await page.goto('/dashboard/all-tweets');
  await expect(page.getByRole('article', { name: 'Edit me' })).toContainText(
    'Edited by hand: ship small, ship often.',
  );
});

test('edits a thread in the composer from its card, counting each part as it is typed', async ({
  signedInPage: page,
  request,
}) => {
  await createPostViaApi(request, await storedToken(page), 'threads', 'Thread to edit');
  await page.goto('/dashboard/all-threads');
  await page
    .getByRole('article', { name: 'Thread to edit' })
    .getByRole('link', { name: 'Edit' })
    .click();
  await page.getByLabel('Thread header (optional)').fill('Edited header');
  await page.getByLabel('Part 1 of 5').fill('The first part, rewritten.');
  for (const n of [5, 4, 3]) {
    await page.getByRole('button', { name: `Remove part ${n}` }).click();
  }
  await page.getByLabel('Part 2 of 2').fill('The last part.');
  const boxes = page.getByRole('list', { name: 'Parts' }).getByRole('listitem');
  await expect(boxes.nth(0)).toContainText('X 29/280');
  await expect(boxes.nth(1)).toContainText('X 17/280');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  await page.goto('/dashboard/all-threads');
  const saved = page.getByRole('article', { name: 'Thread to edit' });
  await expect(saved).toContainText('1/ The first part, rewritten.');
  await expect(saved).toContainText('2/ The last part.');
  // The card shows the posts that go out: the header rides on the first part.
  await expect(saved.getByRole('listitem')).toHaveCount(2);
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

test('edits ideas box by box in place, and says a refusal beside the idea it is about', async ({
  signedInPage: page,
  request,
}) => {
  await createPostViaApi(request, await storedToken(page), 'ideas', 'Ideas to edit');
  await page.goto('/dashboard/all-ideas');
  const card = page.getByRole('article', { name: 'Ideas to edit' });
  await card.getByRole('button', { name: 'Edit' }).click();
  await expect(card.getByLabel('Idea 1', { exact: true })).toBeFocused();

  await card.getByLabel('Idea 2', { exact: true }).fill('x'.repeat(300));
  await expect(card.getByText('300/280')).toBeVisible();
  await card.getByLabel('Idea 4', { exact: true }).fill('');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('Idea 2 is too long: keep it to 280 characters.')).toBeVisible();
  await expect(card.getByText('Idea 4 is empty: write something here.')).toBeVisible();
  await expect(card).not.toContainText('as X counts them');
  await expectNoSeriousA11yViolations(page);

  await card.getByLabel('Idea 2', { exact: true }).fill('A short idea about code review.');
  await card.getByLabel('Idea 4', { exact: true }).fill('A thread on review checklists.');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByLabel('Idea 1', { exact: true })).toBeHidden();
  await page.reload();
  await expect(page.getByRole('article', { name: 'Ideas to edit' })).toContainText(
    'A thread on review checklists.',
  );
});

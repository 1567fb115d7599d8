import {
  createPostViaApi,
  expect,
  expectNoSeriousA11yViolations,
  storedToken,
  test,
} from './support/fixtures';

const KINDS = [
  {
    kind: 'tweet',
    collection: 'tweets',
    description: 'Tweet Description',
    format: 'Tweet Format',
    formatChoice: 'Fun Facts',
    submit: 'Generate Tweet',
    result: 'Generated Tweet',
    placeholder: 'No tweet generated yet. Please generate a tweet by filling out the form.',
    list: '/dashboard/all-tweets',
    create: 'Create Tweet',
    share: true,
  },
  {
    kind: 'thread',
    collection: 'threads',
    description: 'Thread Description',
    format: 'Thread Format',
    formatChoice: 'Case Study',
    submit: 'Generate Thread',
    result: 'Generated Thread',
    placeholder: 'No thread generated yet. Please generate a thread by filling out the form above.',
    list: '/dashboard/all-threads',
    create: 'Create Thread',
    share: true,
  },
  {
    kind: 'idea',
    collection: 'ideas',
    description: 'Idea Description',
    format: 'Idea Type',
    formatChoice: 'Thread',
    submit: 'Generate Idea',
    result: 'Generated Idea',
    placeholder: 'No idea generated yet. Please generate a idea by filling out the form.',
    list: '/dashboard/all-ideas',
    create: 'Create Idea',
    share: false,
  },
] as const;

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

for (const k of KINDS) {
  test.describe(`${k.kind}s`, () => {
    test(`generate a ${k.kind}, copy it${k.share ? ', share it' : ''}`, async ({
      signedInPage: page,
    }) => {
      await page.goto(`/dashboard/${k.kind}`);
      const result = page.getByRole('region', { name: k.result });
      await expect(result).toContainText(k.placeholder);
      await expectNoSeriousA11yViolations(page);

      await page.getByLabel(k.description).fill('Why code review makes teams faster');
      await page.getByRole('combobox', { name: 'Domain' }).click();
      await page.getByRole('option', { name: 'Tech' }).click();
      await page.getByRole('combobox', { name: k.format }).click();
      await page.getByRole('option', { name: k.formatChoice }).click();
      await page.getByRole('combobox', { name: 'Tone of Voice' }).click();
      await page.getByRole('option', { name: 'Professional' }).click();
      await page.getByRole('button', { name: k.submit }).click();

      const copy = result.getByRole('button', { name: 'Copy' });
      await expect(copy).toBeVisible();
      await expect(result).not.toContainText(k.placeholder);
      if (k.kind !== 'idea') await expect(result.getByText(/\d+\/280$/).first()).toBeVisible();
      // The header goes out with part 1: five posts, five counts.
      if (k.kind === 'thread') await expect(result.getByText(/\d+\/280$/)).toHaveCount(5);
      await expectNoSeriousA11yViolations(page);

      await copy.click();
      await expect(result.getByRole('button', { name: 'Copied' })).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied.length).toBeGreaterThan(10);

      if (k.share) {
        const popupPromise = page.waitForEvent('popup');
        await result.getByRole('button', { name: 'Share on X' }).click();
        const popup = await popupPromise;
        const url = new URL(popup.url());
        expect(url.hostname).toBe('x.com');
        expect(url.pathname).toBe('/intent/tweet');
        expect(url.searchParams.get('text')).toBe(copied);
        await popup.close();
      } else {
        await expect(result.getByRole('button', { name: 'Share on X' })).toHaveCount(0);
      }
    });

    test(`the ${k.kind} library lists newest first, copies and deletes`, async ({
      signedInPage: page,
      request,
    }) => {
      await page.goto(k.list);
      await expect(page.getByRole('heading', { name: `No ${k.kind}s yet` })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      const token = await storedToken(page);
      await createPostViaApi(request, token, k.collection, `Older ${k.kind}`);
      await createPostViaApi(request, token, k.collection, `Newer ${k.kind}`);
      await page.reload();

      const cards = page.getByRole('article');
      await expect(cards).toHaveCount(2);
      await expect(cards.nth(0)).toContainText(`Newer ${k.kind}`);
      await expect(cards.nth(1)).toContainText(`Older ${k.kind}`);
      await expect(cards.nth(0).getByRole('button', { name: 'Share on X' })).toHaveCount(
        k.share ? 1 : 0,
      );
      await expectNoSeriousA11yViolations(page);

      await cards.nth(1).getByRole('button', { name: 'Copy' }).click();
      await expect(cards.nth(1).getByRole('button', { name: 'Copied' })).toBeVisible();
      await expect(cards.nth(0).getByRole('button', { name: 'Copy' })).toBeVisible();

      await cards.nth(0).getByRole('button', { name: 'Delete' }).click();
      await expect(cards).toHaveCount(1);
      await expect(cards.nth(0)).toContainText(`Older ${k.kind}`);
      const list = await request.get(`/api/v0/posts/${k.collection}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(((await list.json()) as Record<string, unknown[]>)[k.collection]).toHaveLength(1);

      await page.getByRole('link', { name: k.create }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/${k.kind}$`));
    });
  });
}

test('an empty description is said beside the field in its words, and saves nothing', async ({
  signedInPage: page,
  request,
}) => {
  await page.goto('/dashboard/tweet');
  await page.getByRole('button', { name: 'Generate Tweet' }).click();
  const error = page.getByRole('alert');
  await expect(error).toHaveText('Tweet Description is empty: write something here.');
  await expect(page.getByLabel('Tweet Description')).toHaveAttribute('aria-invalid', 'true');
  const token = await storedToken(page);
  const list = await request.get('/api/v0/posts/tweets', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await list.json()) as { tweets: unknown[] }).tweets).toHaveLength(0);
});

test('a large library loads more on request', async ({ signedInPage: page, request }) => {
  const token = await storedToken(page);
  for (let i = 1; i <= 26; i += 1)
    await createPostViaApi(request, token, 'tweets', `Library tweet ${i}`);
  await page.goto('/dashboard/all-tweets');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(24);
  await expect(cards.first()).toContainText('Library tweet 26');
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards).toHaveCount(26);
  await expect(cards.last()).toContainText('Library tweet 1');
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

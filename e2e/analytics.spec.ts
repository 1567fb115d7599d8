import {
  connectSandboxX,
  createPostViaApi,
  expect,
  expectNoSeriousA11yViolations,
  storedToken,
  test,
} from './support/fixtures';

test('without an account, analytics invites the user to connect one', async ({
  signedInPage: page,
}) => {
  await page.goto('/dashboard/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Connect an account to see your analytics' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connect an account' })).toHaveAttribute(
    'href',
    '/dashboard/settings',
  );
  await expectNoSeriousA11yViolations(page);
});

test('with sandbox X, published posts show figures labelled simulated, in light and dark', async ({
  signedInPage: page,
  request,
}) => {
  // Publishing, a read, and axe twice.
  test.setTimeout(120_000);
  const token = await storedToken(page);
  const auth = { Authorization: `Bearer ${token}` };
  await connectSandboxX(request, token);
  const thread = await createPostViaApi(
    request,
    token,
    'threads',
    'Lessons from moving to Postgres',
  );
  const published = await request.post('/api/v0/publications', {
    headers: auth,
    data: { postId: thread._id, publishAt: 'now' },
  });
  expect(published.status(), await published.text()).toBe(201);
  const { publication } = (await published.json()) as { publication: { _id: string } };
  await expect
    .poll(async () => {
      const response = await request.get(`/api/v0/publications/${publication._id}`, {
        headers: auth,
      });
      return ((await response.json()) as { publication: { status: string } }).publication.status;
    })
    .toBe('published');

  await page.goto('/dashboard/analytics');
  await page.getByRole('button', { name: 'Refresh figures' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'being read' })).toBeVisible();
  await expect
    .poll(async () => {
      const response = await request.get('/api/v0/analytics', { headers: auth });
      return ((await response.json()) as { lastReadAt: string | null }).lastReadAt;
    })
    .not.toBeNull();
  await page.reload();

  await expect(page.getByText(/every figure here is simulated/)).toBeVisible();
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals.getByText('Posts published')).toBeVisible();
  await expect(totals.getByText('Simulated')).toHaveCount(0);
  await expect(
    page.getByRole('heading', { name: 'Impressions and engagements over time' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Where readers leave your threads' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'By hour of the week' })).toBeVisible();
  // At this width the Top posts card stacks each post with its figures rather than a table.
  await expect(page.getByRole('list', { name: /posts with the most impressions/ })).toContainText(
    'Thread of 5 posts',
  );
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('analytics-light.png'), fullPage: true });

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('analytics-dark.png'), fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });

  // On a phone each top post stacks its figures, the rate included, and nothing is cut off.
  await page.setViewportSize({ width: 390, height: 844 });
  const stacked = page.getByRole('list', { name: 'Your posts with the most impressions' });
  await expect(stacked.getByText('Rate')).toBeVisible();
  await expect(page.getByRole('table', { name: /posts with the most impressions/ })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await page.screenshot({ path: test.info().outputPath('analytics-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  // The same figures on the thread's card in All Threads and on the schedule, labelled simulated.
  const read = await request.get(`/api/v0/analytics/publications?ids=${publication._id}`, {
    headers: auth,
  });
  const [figures] = ((await read.json()) as { figures: { impressions: number; likes: number }[] })
    .figures;
  expect(figures!.impressions).toBeGreaterThan(0);
  for (const [screen, item] of [
    ['/dashboard/all-threads', () => page.getByRole('article')],
    ['/dashboard/schedule', () => page.getByRole('region', { name: 'Published' })],
  ] as const) {
    await page.goto(screen);
    const shown = item().getByRole('list', { name: 'Latest figures' });
    await expect(shown.getByRole('listitem').first()).toHaveText(
      `${new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(figures!.impressions)} impressions`,
    );
    await expect(item().getByText('Simulated')).toBeVisible();
    await expect(item().getByText(/^Published \d/)).toBeVisible();
    await expect(item().getByRole('link', { name: 'View on sandbox X' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const name = screen.split('/').pop();
    await page.screenshot({
      path: test.info().outputPath(`${name}-figures-light.png`),
      fullPage: true,
    });
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({
      path: test.info().outputPath(`${name}-figures-dark.png`),
      fullPage: true,
    });
  }
});

import { connectSandboxX, createPostViaApi, expect, storedToken, test } from './support/fixtures';
import { sidewaysOverflow } from './support/overflow';

const PHONE = { width: 360, height: 740 };

// One page visits every screen at 360 px: a screen that scrolls sideways on a phone fails here.
test('no screen scrolls sideways at 360 px', async ({ signedInPage: page, request }) => {
  // Publishing, a read of the figures, and about twenty screens, each waited on until its network
  // is quiet: about a minute on a quiet machine, over two while the machine is busy.
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  const token = await storedToken(page);
  const auth = { Authorization: `Bearer ${token}` };
  await connectSandboxX(request, token, 'a_long_handle_x');
  const long =
    'Why a very long description of a post, with words like internationalisation and observability, must never push the screen wider';
  const thread = await createPostViaApi(request, token, 'threads', long);
  const tweet = await createPostViaApi(request, token, 'tweets', long);
  await createPostViaApi(request, token, 'ideas', long);
  const published = await request.post('/api/v0/publications', {
    headers: auth,
    data: { postId: thread._id, publishAt: 'now' },
  });
  expect(published.status(), await published.text()).toBe(201);
  const queued = await request.post('/api/v0/publications', {
    headers: auth,
    data: { postId: tweet._id, publishAt: 'next-slot' },
  });
  expect(queued.status(), await queued.text()).toBe(201);
  const { publication } = (await published.json()) as { publication: { _id: string } };
  await expect
    .poll(async () => {
      const response = await request.get(`/api/v0/publications/${publication._id}`, {
        headers: auth,
      });
      return ((await response.json()) as { publication: { status: string } }).publication.status;
    })
    .toBe('published');
  await request.post('/api/v0/analytics/refresh', { headers: auth });
  await expect
    .poll(async () => {
      const response = await request.get('/api/v0/analytics', { headers: auth });
      return ((await response.json()) as { lastReadAt: string | null }).lastReadAt;
    })
    .not.toBeNull();

  const screens: [string, string?][] = [
    ['/'],
    ['/about'],
    ['/features'],
    ['/blog'],
    ['/pricing'],
    ['/dashboard'],
    ['/dashboard/tweet'],
    ['/dashboard/thread'],
    ['/dashboard/idea'],
    ['/dashboard/all-tweets'],
    ['/dashboard/all-threads'],
    ['/dashboard/all-ideas'],
    ['/dashboard/new'],
    [`/dashboard/posts/thread/${thread._id}/edit`],
    ['/dashboard/schedule', 'list'],
    ['/dashboard/schedule', 'week'],
    ['/dashboard/schedule', 'month'],
    ['/dashboard/analytics'],
    ['/dashboard/style'],
    ['/dashboard/account'],
    ['/dashboard/settings'],
    ['/dashboard/no-such-screen'],
  ];
  const wide: string[] = [];
  for (const [path, view] of screens) {
    if (view) await page.evaluate((v) => localStorage.setItem('schedule-view', v), view);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { over, widest } = await sidewaysOverflow(page);
    const name = `${path}${view ? ` (${view})` : ''}`;
    if (over > 0) wide.push(`${name}: ${over} px wider, widest ${widest}`);
    await page.screenshot({
      path: test.info().outputPath(`${name.replace(/[^a-z0-9]+/gi, '-')}.png`),
      fullPage: true,
    });
  }
  expect(wide).toEqual([]);

  // Signed out: the landing page (a signed-in visit goes to the dashboard), the sign-in screens
  // and the public 404.
  await page.evaluate(() => localStorage.clear());
  for (const path of ['/', '/auth/login', '/auth/register', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { over, widest } = await sidewaysOverflow(page);
    expect(over, `${path}: widest ${widest}`).toBeLessThanOrEqual(0);
  }
});

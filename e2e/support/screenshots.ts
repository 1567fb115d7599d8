/**
 * `npm run screenshots`: every screen at 1440x900 and 390x844, for a person with data and for a
 * brand-new one, written to `screenshots/` (git-ignored) to be looked at. Runs the production
 * build as its own server on a free port with a fresh data folder; prints each screen that is
 * wider than the window.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, request as apiRequest, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { freePort, startOwnServer } from './own-server';

const OUT = path.resolve('screenshots');
const WIDTHS = [
  [1440, 900],
  [390, 844],
] as const;
const THREAD_FORMAT = '🧵 {header}\n\n1/ {a}\n\n2/ {b}\n\n3/ {c}\n\n4/ {d}\n\n5/ {e}';

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startOwnServer(
  port,
  { RATE_LIMIT_SIGNINS_PER_MINUTE: '10000', RATE_LIMIT_GENERATIONS_PER_MINUTE: '10000' },
  180_000,
);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const api = await apiRequest.newContext({ baseURL: base });
mkdirSync(OUT, { recursive: true });

async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.waitForLoadState('networkidle');
  const over = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  const width = page.viewportSize()!.width;
  await page.screenshot({ path: path.join(OUT, `${name}-${width}.png`), fullPage });
  console.log(`${name}-${width}${over > 0 ? `: ${over} px wider than the window` : ''}`);
}

async function signIn(page: Page, name: string): Promise<string> {
  await page.goto(`${base}/auth/login`);
  await page.getByRole('link', { name: 'Login with Google' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(`${name.replace(/\W+/g, '-').toLowerCase()}@example.com`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  return page.evaluate(() => JSON.parse(localStorage.getItem('token-store')!).state.token);
}

/** The API as the person, answering the body's one value (a created post or publication). */
async function call(token: string, method: string, url: string, data?: object) {
  const response = await api.fetch(url, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  if (!response.ok()) throw new Error(`${method} ${url}: ${await response.text()}`);
  return Object.values((await response.json()) as Record<string, Record<string, unknown>>)[0]!;
}

async function connectSandboxX(token: string, username: string): Promise<void> {
  const started = await api.post('/api/v0/accounts/connect', {
    headers: { Authorization: `Bearer ${token}` },
    data: { network: 'x', sandbox: true },
  });
  const authorize = new URL(((await started.json()) as { url: string }).url);
  const consent = await api.post(authorize.pathname, {
    form: {
      state: authorize.searchParams.get('state')!,
      code_challenge: authorize.searchParams.get('code_challenge')!,
      username,
    },
    maxRedirects: 0,
  });
  const back = new URL(consent.headers().location ?? '', authorize);
  const landing = await api.get(`${back.pathname}${back.search}`, { maxRedirects: 0 });
  if (!landing.headers().location?.includes('x=connected')) {
    throw new Error(`sandbox X did not connect: ${consent.status()} ${await consent.text()}`);
  }
}

const generate = (token: string, kind: 'tweets' | 'threads' | 'ideas', title: string) =>
  call(token, 'POST', `/api/v0/posts/${kind}`, {
    title,
    format: kind === 'threads' ? THREAD_FORMAT : kind === 'ideas' ? 'tweet' : 'Fun fact: {fact}',
    voice: 'casual',
    tags: 'tech',
  });

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 120 && !(await check()); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A person with a sandbox X account, posts of each kind, one published, two waiting. */
async function personWithData(page: Page): Promise<{ thread: string }> {
  const token = await signIn(page, 'Ada Screens');
  // An X handle has at most 15 characters.
  await connectSandboxX(token, `ada_${Date.now().toString(36)}`);
  const thread = await generate(token, 'threads', 'Lessons from moving to Postgres');
  const tweet = await generate(token, 'tweets', 'Small pull requests');
  const later = await generate(token, 'threads', 'Code review kindness');
  await generate(token, 'ideas', 'Developer productivity');
  const published = await call(token, 'POST', '/api/v0/publications', {
    postId: thread._id,
    publishAt: 'now',
  });
  await call(token, 'POST', '/api/v0/publications', { postId: tweet._id, publishAt: 'next-slot' });
  const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString();
  await call(token, 'POST', '/api/v0/publications', { postId: later._id, publishAt: inTwoDays });
  await until(async () => {
    const answer = await call(token, 'GET', `/api/v0/publications/${String(published._id)}`);
    return answer.status === 'published';
  });
  const auth = { Authorization: `Bearer ${token}` };
  await api.post('/api/v0/analytics/refresh', { headers: auth });
  await until(async () => {
    const response = await api.get('/api/v0/analytics', { headers: auth });
    return ((await response.json()) as { lastReadAt: string | null }).lastReadAt !== null;
  });
  return { thread: String(thread._id) };
}

const dashboardScreens = (thread: string): [string, string, string?][] => [
  ['/dashboard', 'home'],
  ['/dashboard/all-tweets', 'library-tweets'],
  ['/dashboard/all-threads', 'library-threads'],
  ['/dashboard/all-ideas', 'library-ideas'],
  ['/dashboard/tweet', 'generate-tweet'],
  ['/dashboard/thread', 'generate-thread'],
  ['/dashboard/idea', 'generate-idea'],
  ['/dashboard/new', 'composer-new'],
  [`/dashboard/posts/thread/${thread}/edit`, 'composer-edit'],
  ['/dashboard/schedule', 'schedule-list', 'list'],
  ['/dashboard/schedule', 'schedule-week', 'week'],
  ['/dashboard/schedule', 'schedule-month', 'month'],
  ['/dashboard/analytics', 'analytics'],
  ['/dashboard/style', 'style'],
  ['/dashboard/settings', 'settings'],
  ['/dashboard/account', 'account'],
  ['/dashboard/no-such-screen', 'not-found-dashboard'],
];

async function visitAll(page: Page, screens: [string, string, string?][], prefix = '') {
  for (const [address, name, view] of screens) {
    if (view) await page.evaluate((chosen) => localStorage.setItem('schedule-view', chosen), view);
    await page.goto(`${base}${address}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await shot(page, `${prefix}${name}`);
  }
}

async function dialogs(page: Page): Promise<void> {
  await page.goto(`${base}/dashboard/all-threads`);
  await page.getByRole('article').first().getByRole('button', { name: 'Schedule' }).click();
  await page.getByRole('dialog').waitFor();
  await shot(page, 'dialog-schedule', false);
  await page.keyboard.press('Escape');
  await page.evaluate(() => localStorage.setItem('schedule-view', 'list'));
  await page.goto(`${base}/dashboard/schedule`);
  await page.getByRole('button', { name: 'Cancel publication' }).first().click();
  await page.getByRole('alertdialog').waitFor();
  await shot(page, 'dialog-cancel', false);
  await page.keyboard.press('Escape');
}

try {
  const visitor = await browser.newPage();
  for (const [width, height] of WIDTHS) {
    await visitor.setViewportSize({ width, height });
    const publicScreens = ['/', '/pricing', '/about', '/features', '/blog', '/no-such-page'];
    for (const address of [...publicScreens, '/auth/login', '/auth/register']) {
      await visitor.goto(`${base}${address}`);
      await shot(visitor, address === '/' ? 'landing' : address.slice(1).replace(/\W+/g, '-'));
    }
  }

  const newcomer = await (await browser.newContext({ timezoneId: 'Europe/Berlin' })).newPage();
  await signIn(newcomer, 'Newcomer Screens');
  const page = await (await browser.newContext({ timezoneId: 'Europe/Berlin' })).newPage();
  const { thread } = await personWithData(page);
  for (const [width, height] of WIDTHS) {
    await newcomer.setViewportSize({ width, height });
    const own = dashboardScreens(thread).filter(([, name]) => name !== 'composer-edit');
    await visitAll(newcomer, own, 'empty-');
    await page.setViewportSize({ width, height });
    await visitAll(page, dashboardScreens(thread));
    await dialogs(page);
  }
} finally {
  await browser.close();
  server.kill();
}

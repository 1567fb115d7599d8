import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';

export { expect };

export interface TestUser {
  name: string;
  email: string;
}

let counter = 0;

/** A person nobody else uses, so tests never share data and can run alone or in parallel. */
export function uniqueUser(prefix = 'writer'): TestUser {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return {
    name: `${prefix[0]!.toUpperCase()}${prefix.slice(1)} ${id}`,
    email: `${prefix}-${id}@example.com`,
  };
}

/** Signs in through the web app and the server's local sign-in form; ends on /dashboard. */
export async function signInWithLocalForm(
  page: Page,
  user: TestUser = uniqueUser(),
): Promise<TestUser> {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Login with Google' }).click();
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  return user;
}

/** The access token the web app keeps in local storage (zustand persist, `token-store`). */
export async function storedToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('token-store');
    return raw ? ((JSON.parse(raw) as { state?: { token?: string } }).state?.token ?? '') : '';
  });
}

/** Generates a post straight through the API, for tests that need a library to exist. */
export async function createPostViaApi(
  request: APIRequestContext,
  token: string,
  collection: 'tweets' | 'threads' | 'ideas',
  title: string,
): Promise<{ _id: string; title: string; content: string }> {
  const format = collection === 'ideas' ? 'tweet' : 'Fun fact: {fact}';
  const response = await request.post(`/api/v0/posts/${collection}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title,
      format:
        collection === 'threads'
          ? '🧵 {header}\n\n1/ {a}\n\n2/ {b}\n\n3/ {c}\n\n4/ {d}\n\n5/ {e}'
          : format,
      voice: 'casual',
      tags: 'tech',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as Record<
    string,
    { _id: string; title: string; content: string }
  >;
  return Object.values(body)[0]!;
}

/** Fails on any serious or critical accessibility violation axe finds on the page as it is. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** Answers X's compose page locally: the tests never reach other hosts. */
async function stubShareTarget(page: Page): Promise<void> {
  await page
    .context()
    .route(/^https:\/\/(x|twitter)\.com\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Compose</title>' }),
    );
}

interface Fixtures {
  /** A page already signed in as a fresh person, on /dashboard. */
  signedInPage: Page;
  user: TestUser;
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    await stubShareTarget(page);
    await use(page);
  },
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  user: async ({}, use) => {
    await use(uniqueUser());
  },
  signedInPage: async ({ page, user }, use) => {
    await signInWithLocalForm(page, user);
    await use(page);
  },
});

/**
 * Connects a sandbox X account the way the browser does, through the API: the connect, the
 * consent form, then the callback (the request context keeps the cookie that binds the flow).
 */
export async function connectSandboxX(
  request: APIRequestContext,
  token: string,
  username = 'sandbox_reader',
): Promise<void> {
  const auth = { Authorization: `Bearer ${token}` };
  const started = await request.post('/api/v0/accounts/connect', {
    headers: auth,
    data: { network: 'x', sandbox: true },
  });
  expect(started.status(), await started.text()).toBe(200);
  const authorize = new URL(((await started.json()) as { url: string }).url);
  const consent = await request.post(authorize.pathname, {
    form: {
      state: authorize.searchParams.get('state')!,
      code_challenge: authorize.searchParams.get('code_challenge')!,
      username,
    },
    maxRedirects: 0,
  });
  expect(consent.status()).toBe(302);
  const back = new URL(consent.headers().location!, authorize);
  const landing = await request.get(`${back.pathname}${back.search}`, { maxRedirects: 0 });
  expect(landing.headers().location).toContain('x=connected');
}

/**
 * A person with sandbox X connected and a thread whose first post carries a link, on the threads
 * screen with that thread's schedule dialog open: the dialog.
 */
export async function openScheduleOfThreadWithLink(
  page: Page,
  request: APIRequestContext,
): Promise<Locator> {
  const token = await storedToken(page);
  // The cost of a link is X's: the dialog says it for an X account.
  await connectSandboxX(request, token);
  const thread = await createPostViaApi(request, token, 'threads', 'Links in their own reply');
  const edit = await request.patch(`/api/v0/posts/threads/${thread._id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { content: '🧵 Read this\n\n1/ The guide: https://example.com/guide\n\n2/ That is all.' },
  });
  expect(edit.status(), await edit.text()).toBe(200);
  await page.goto('/dashboard/all-threads');
  await page.getByRole('button', { name: 'Schedule' }).first().click();
  return page.getByRole('dialog', { name: 'Schedule thread' });
}

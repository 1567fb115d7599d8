import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startFakeRazorpay, type FakeRazorpay } from '@quillpost/testing';
import { expect, signInWithLocalForm, test, uniqueUser } from './support/fixtures';

// The sandbox journeys use the local server that playwright.config.ts starts. The Razorpay
// journeys start one more production server, pointed at a fake Razorpay Orders API on loopback.
const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/main.js');
const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayServer {
  url: string;
  fake: FakeRazorpay;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The production build with Razorpay configured; answers its URL and a stop function. */
async function startRazorpayServer(fake: FakeRazorpay) {
  if (!existsSync(SERVER_ENTRY)) throw new Error('Build the app first: npm run build');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quillpost-e2e-razorpay-'));
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGNINS_PER_MINUTE: '10000',
      RAZORPAY_KEY_ID: fake.keyId,
      RAZORPAY_KEY_SECRET: fake.keySecret,
      RAZORPAY_API_URL: fake.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Quillpost is running at')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url: `http://127.0.0.1:${port}`, stop };
}

const razorpayTest = test.extend<object, { razorpayServer: RazorpayServer }>({
  razorpayServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies first.
    async ({}, use) => {
      const fake = await startFakeRazorpay();
      const server = await startRazorpayServer(fake);
      await use({ url: server.url, fake });
      await server.stop();
      await fake.close();
    },
    // Starting a production server takes as long as playwright.config.ts allows its own servers.
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ razorpayServer }, use) => {
    await use(razorpayServer.url);
  },
});

// While a dialog is open the page behind it is hidden from the accessibility tree.
const card = (page: Page, title: string) =>
  page.getByRole('article', { name: title, includeHidden: true });
const planButton = (page: Page, title: string) =>
  card(page, title).getByRole('button', { includeHidden: true });

async function acknowledge(page: Page, text: string) {
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(text);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
}

async function expectPlan(page: Page, title: string) {
  await page.goto('/dashboard/account');
  await expect(page.locator('dt', { hasText: /^Plan$/ }).locator('+ dd')).toHaveText(title);
}

test.describe('pricing and payments with the sandbox provider', () => {
  test('logged out, Free goes to the login page', async ({ page }) => {
    await page.goto('/pricing');
    await planButton(page, 'Free').click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('logged out, a paid plan asks to log in, then goes to the login page', async ({ page }) => {
    await page.goto('/pricing');
    await expect(planButton(page, 'Premium')).toHaveText('Start your free trial');
    await planButton(page, 'Premium').click();
    await expect(card(page, 'Premium')).toHaveAttribute('data-selected', 'true');
    await acknowledge(page, 'You need to be logged in to make a payment.');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('logged in, Free goes to the dashboard', async ({ page }) => {
    await signInWithLocalForm(page);
    await page.goto('/pricing');
    await expect(planButton(page, 'Free')).toHaveText('Sign up for Free');
    await planButton(page, 'Free').click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('logged in, paying Basic in the sandbox upgrades the plan', async ({ page }) => {
    await signInWithLocalForm(page);
    await expectPlan(page, 'Free');
    await page.goto('/pricing');
    await planButton(page, 'Basic').click();

    const checkout = page.getByRole('dialog', { name: 'Sandbox checkout' });
    await expect(checkout).toContainText('no real money moves');
    await expect(card(page, 'Basic')).toHaveAttribute('data-selected', 'true');
    await expect(planButton(page, 'Basic')).toBeDisabled();
    await expect(planButton(page, 'Basic')).toContainText('Processing payment');
    await checkout.getByRole('button', { name: 'Pay $9.00' }).click();

    await acknowledge(page, 'Payment successful!');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectPlan(page, 'Basic');
  });

  test('logged in, cancelling the checkout ends processing and changes nothing', async ({
    page,
  }) => {
    await signInWithLocalForm(page);
    await page.goto('/pricing');
    await planButton(page, 'Premium').click();
    const checkout = page.getByRole('dialog', { name: 'Sandbox checkout' });
    await expect(checkout.getByRole('button', { name: 'Pay $19.00' })).toBeVisible();
    await checkout.getByRole('button', { name: 'Cancel' }).click();
    await expect(checkout).toBeHidden();
    await expect(planButton(page, 'Premium')).toBeEnabled();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/pricing$/);
    await expectPlan(page, 'Free');
  });

  test('an order that cannot be created says "Payment initialization failed"', async ({ page }) => {
    await signInWithLocalForm(page);
    await page.route('**/api/payments/create-order', (route) =>
      route.fulfill({
        status: 503,
        json: { message: 'The payment provider is unavailable.', code: 'provider_unavailable' },
      }),
    );
    await page.goto('/pricing');
    await planButton(page, 'Basic').click();
    await acknowledge(page, 'Payment initialization failed');
    await expect(planButton(page, 'Basic')).toBeEnabled();
    await expect(page.getByRole('dialog', { name: 'Sandbox checkout' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('a refused verification says "Payment verification failed."', async ({ page }) => {
    await signInWithLocalForm(page);
    await page.route('**/api/payments/verify-payment', (route) =>
      route.fulfill({
        status: 400,
        json: { message: 'The payment could not be verified.', code: 'payment_invalid' },
      }),
    );
    await page.goto('/pricing');
    await planButton(page, 'Basic').click();
    await page
      .getByRole('dialog', { name: 'Sandbox checkout' })
      .getByRole('button', { name: 'Pay $9.00' })
      .click();
    await acknowledge(page, 'Payment verification failed.');
    await expect(planButton(page, 'Basic')).toBeEnabled();
    await expect(page).toHaveURL(/\/pricing$/);
    await expectPlan(page, 'Free');
  });
});

/** Stands in for checkout.js: records the options, then pays (signed by the test) or is dismissed. */
const FAKE_CHECKOUT_SCRIPT = `
window.Razorpay = function (options) {
  window.__razorpayOptionsJson = JSON.stringify(options);
  this.open = async function () {
    if (window.__razorpayDismiss) return options.modal.ondismiss();
    const paymentId = 'pay_e2e_' + Date.now();
    const signature = await window.signRazorpayCheckout(options.order_id, paymentId);
    options.handler({
      razorpay_order_id: options.order_id,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    });
  };
};`;

razorpayTest.describe('pricing and payments with Razorpay (fake Orders API and checkout)', () => {
  async function withFakeCheckout(
    page: Page,
    razorpay: FakeRazorpay,
    options: { dismiss?: boolean } = {},
  ) {
    const scriptRequests: string[] = [];
    await page.exposeFunction('signRazorpayCheckout', (orderId: string, paymentId: string) =>
      createHmac('sha256', razorpay.keySecret).update(`${orderId}|${paymentId}`).digest('hex'),
    );
    if (options.dismiss) {
      await page.addInitScript(() => {
        (window as unknown as Record<string, unknown>).__razorpayDismiss = true;
      });
    }
    await page.route(RAZORPAY_SCRIPT, (route) => {
      scriptRequests.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: FAKE_CHECKOUT_SCRIPT });
    });
    return scriptRequests;
  }

  razorpayTest(
    'pays Basic through the Razorpay checkout with the server order',
    async ({ page, razorpayServer }) => {
      const razorpay = razorpayServer.fake;
      await signInWithLocalForm(page, uniqueUser('buyer'));
      const scriptRequests = await withFakeCheckout(page, razorpay);
      await page.goto('/pricing');
      expect(scriptRequests).toHaveLength(0); // Loaded only when someone pays.
      await planButton(page, 'Basic').click();

      await acknowledge(page, 'Payment successful!');
      expect(scriptRequests).toHaveLength(1);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expectPlan(page, 'Basic');
      const sent = razorpay.requests.at(-1)!.body;
      expect(sent).toMatchObject({ amount: 900, currency: 'USD' });
    },
  );

  razorpayTest(
    'opens the checkout with key, order, amount, USD, description and prefill',
    async ({ page, razorpayServer }) => {
      const razorpay = razorpayServer.fake;
      const buyer = await signInWithLocalForm(page, uniqueUser('buyer'));
      await withFakeCheckout(page, razorpay, { dismiss: true });
      await page.goto('/pricing');
      await planButton(page, 'Premium').click();
      const recorded = await page.waitForFunction(
        () => (window as unknown as Record<string, unknown>).__razorpayOptionsJson,
      );
      const options = JSON.parse((await recorded.jsonValue()) as string) as Record<string, unknown>;
      expect(options).toMatchObject({
        key: razorpay.keyId,
        amount: 1900,
        currency: 'USD',
        name: 'Quillpost',
        description: '19_dollars - 19 USD/month',
        prefill: { name: buyer.name, email: buyer.email },
      });
      expect(options.order_id).toMatch(/^order_/);
      // Dismissed: processing ends with no message and no upgrade.
      await expect(planButton(page, 'Premium')).toBeEnabled();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expectPlan(page, 'Free');
    },
  );
});

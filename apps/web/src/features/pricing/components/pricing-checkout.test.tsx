import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertHost } from '@/components/ui/alert-host';
import { getServerConfig } from '@/lib/server-config';
import { useTokenStore } from '@/stores/token';
import { serverConfig } from '@/testing/server-config';
import { createOrder } from '../api/create-order';
import { getBuyer } from '../api/get-buyer';
import { getPaymentConfig } from '../api/get-payment-config';
import { paySandboxOrder } from '../api/pay-sandbox-order';
import { verifyPayment } from '../api/verify-payment';
import { openDashboardAfterPayment } from '../open-dashboard';
import type { RazorpayOptions } from '../razorpay-checkout';
import { PricingSection } from './pricing-section';

vi.mock('../api/create-order', () => ({ createOrder: vi.fn() }));
vi.mock('../api/get-buyer', () => ({ getBuyer: vi.fn() }));
vi.mock('../api/get-payment-config', () => ({ getPaymentConfig: vi.fn() }));
vi.mock('../api/pay-sandbox-order', () => ({ paySandboxOrder: vi.fn() }));
vi.mock('../api/verify-payment', () => ({ verifyPayment: vi.fn() }));
vi.mock('../open-dashboard', () => ({ openDashboardAfterPayment: vi.fn() }));
vi.mock('@/lib/server-config', () => ({ getServerConfig: vi.fn() }));

const order = { id: 'order_1', amount: 900, currency: 'USD' as const, plan: '9_dollars' as const };
const signed = {
  razorpay_order_id: 'order_1',
  razorpay_payment_id: 'pay_1',
  razorpay_signature: 'signature',
};

/** Razorpay as the provider, with a fake checkout: opens it for Basic and answers its options. */
async function openRazorpayCheckout(): Promise<RazorpayOptions> {
  vi.mocked(getPaymentConfig).mockResolvedValue({ provider: 'razorpay', keyId: 'rzp_test_1' });
  let options: RazorpayOptions | undefined;
  window.Razorpay = class {
    constructor(given: RazorpayOptions) {
      options = given;
    }
    open() {}
  };
  renderPricing();
  await userEvent.click(basicButton());
  await waitFor(() => expect(options).toBeDefined());
  return options!;
}

function renderPricing() {
  const router = createMemoryRouter([{ path: '/pricing', element: <PricingSection /> }], {
    initialEntries: ['/pricing'],
  });
  render(
    <>
      <RouterProvider router={router} />
      <AlertHost />
    </>,
  );
}

const basicButton = () =>
  within(screen.getByRole('article', { name: 'Basic', hidden: true })).getByRole('button', {
    hidden: true,
  });

async function expectAlert(text: string) {
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText(text)).toBeTruthy();
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
}

describe('PricingSection checkout (signed in)', () => {
  beforeEach(() => {
    useTokenStore.setState({ token: 'a-token' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(getPaymentConfig).mockResolvedValue({ provider: 'sandbox', keyId: 'sandbox' });
    vi.mocked(getServerConfig).mockResolvedValue(serverConfig());
    vi.mocked(createOrder).mockResolvedValue(order);
    vi.mocked(paySandboxOrder).mockResolvedValue(signed);
    vi.mocked(verifyPayment).mockResolvedValue();
    vi.mocked(getBuyer).mockResolvedValue({ name: 'Ada Lovelace', email: 'ada@example.com' });
  });
  afterEach(() => {
    vi.clearAllMocks();
    delete window.Razorpay;
  });

  it('pays in the sandbox: processing, dialog, verification, success, dashboard', async () => {
    renderPricing();
    await userEvent.click(basicButton());
    const dialog = await screen.findByRole('dialog', { name: 'Sandbox checkout' });
    expect(within(dialog).getByText(/no real money moves/)).toBeTruthy();
    expect(basicButton().hasAttribute('disabled')).toBe(true);
    expect(within(basicButton()).getByText('Processing payment')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $9.00' }));
    expect(paySandboxOrder).toHaveBeenCalledWith('order_1');
    await expectAlert('Payment successful!');
    expect(verifyPayment).toHaveBeenCalledWith(signed);
    expect(openDashboardAfterPayment).toHaveBeenCalledOnce();
  });

  it('ends processing without a message when the checkout is cancelled', async () => {
    renderPricing();
    await userEvent.click(basicButton());
    const dialog = await screen.findByRole('dialog', { name: 'Sandbox checkout' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(basicButton().hasAttribute('disabled')).toBe(false));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(paySandboxOrder).not.toHaveBeenCalled();
    expect(verifyPayment).not.toHaveBeenCalled();
  });

  it('says "Payment initialization failed" when the order cannot be created', async () => {
    vi.mocked(createOrder).mockRejectedValue({ message: 'down', code: 'provider_unavailable' });
    renderPricing();
    await userEvent.click(basicButton());
    await expectAlert('Payment initialization failed');
    expect(basicButton().hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Sandbox checkout' })).toBeNull();
  });

  it('says "Payment verification failed." when the server refuses the payment', async () => {
    vi.mocked(verifyPayment).mockRejectedValue({ message: 'no', code: 'payment_invalid' });
    renderPricing();
    await userEvent.click(basicButton());
    const dialog = await screen.findByRole('dialog', { name: 'Sandbox checkout' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $9.00' }));
    await expectAlert('Payment verification failed.');
    expect(basicButton().hasAttribute('disabled')).toBe(false);
    expect(openDashboardAfterPayment).not.toHaveBeenCalled();
  });

  it('opens Razorpay with the server order, then verifies its result', async () => {
    const options = await openRazorpayCheckout();
    expect(options).toMatchObject({
      key: 'rzp_test_1',
      order_id: 'order_1',
      amount: 900,
      currency: 'USD',
      name: 'Quillpost',
      description: '9_dollars - 9 USD/month',
      prefill: { name: 'Ada Lovelace', email: 'ada@example.com' },
    });
    options.handler(signed);
    await expectAlert('Payment successful!');
    expect(verifyPayment).toHaveBeenCalledWith(signed);
  });

  it('ends processing when the Razorpay checkout is dismissed', async () => {
    const options = await openRazorpayCheckout();
    expect(basicButton().hasAttribute('disabled')).toBe(true);
    options.modal.ondismiss();
    await waitFor(() => expect(basicButton().hasAttribute('disabled')).toBe(false));
    expect(verifyPayment).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

import type { CreateOrderResponse, VerifyPaymentRequest } from '@quillpost/shared';
import type { Buyer } from './api/get-buyer';

export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

export interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: 'USD';
  name: string;
  description: string;
  prefill: { name?: string; email?: string };
  handler: (response: VerifyPaymentRequest) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayInstance {
  open(): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

let loading: Promise<void> | undefined;

/** Adds Razorpay's checkout script once, only when Razorpay is the active provider. */
export function loadRazorpayScript(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading = undefined;
      reject(new Error('The Razorpay checkout could not be loaded.'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Opens Razorpay's checkout; resolves with the signed result, or null when it is dismissed. */
export function openRazorpayCheckout(input: {
  keyId: string;
  order: CreateOrderResponse;
  buyer: Buyer | null;
}): Promise<VerifyPaymentRequest | null> {
  const Razorpay = window.Razorpay;
  if (!Razorpay) return Promise.reject(new Error('The Razorpay checkout is not loaded.'));
  const { order } = input;
  return new Promise((resolve) => {
    const checkout = new Razorpay({
      key: input.keyId,
      order_id: order.id,
      amount: order.amount,
      currency: 'USD',
      name: 'Quillpost',
      description: `${order.plan} - ${order.amount / 100} USD/month`,
      prefill: input.buyer ? { name: input.buyer.name, email: input.buyer.email } : {},
      handler: (response) => resolve(response),
      modal: { ondismiss: () => resolve(null) },
    });
    checkout.open();
  });
}

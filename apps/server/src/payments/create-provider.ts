import type { Config } from '../config';
import type { PaymentProvider } from './provider';
import { createRazorpayProvider } from './razorpay';
import { createSandboxProvider } from './sandbox';

/** The one decision of which provider takes the money: Razorpay when its keys are set. */
export function createPaymentProvider(input: {
  config: Config;
  serverSecret: Uint8Array;
}): PaymentProvider {
  const { razorpay, RAZORPAY_WEBHOOK_SECRET } = input.config;
  return razorpay
    ? createRazorpayProvider(razorpay)
    : createSandboxProvider({
        serverSecret: input.serverSecret,
        webhookSecret: RAZORPAY_WEBHOOK_SECRET,
      });
}

import type { ConfigResponse } from '@quillpost/shared';

/** A setup badge: what is in use, and what that means (shown from the small breakpoint up). */
export interface SetupLabel {
  name: string;
  detail?: string;
}

export function engineLabel(config: ConfigResponse): SetupLabel {
  const { generation } = config;
  if (generation.offline) return { name: 'Offline engine' };
  return { name: generation.engine, detail: generation.model };
}

export function paymentsLabel(config: ConfigResponse): SetupLabel {
  return config.payments.provider === 'sandbox'
    ? { name: 'Sandbox payments', detail: 'no real money' }
    : { name: 'Razorpay payments' };
}

export function xLabel(config: ConfigResponse): SetupLabel {
  return config.x.provider === 'sandbox'
    ? { name: 'Sandbox X', detail: 'nothing is posted' }
    : { name: 'Publishing to X' };
}

import type { ConfigResponse } from '@quillpost/shared';

export function engineLabel(config: ConfigResponse): string {
  const { generation } = config;
  if (generation.offline) return 'Offline engine';
  return `${generation.engine} · ${generation.model}`;
}

export function paymentsLabel(config: ConfigResponse): string {
  return config.payments.provider === 'sandbox'
    ? 'Sandbox payments · no real money'
    : 'Razorpay payments';
}

export function xLabel(config: ConfigResponse): string {
  return config.x.provider === 'sandbox' ? 'Sandbox X · nothing is posted' : 'Publishing to X';
}

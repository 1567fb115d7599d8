/** The payment texts of the specification, word for word. */
export const PAYMENT_MESSAGES = {
  loginRequired: 'You need to be logged in to make a payment.',
  success: 'Payment successful!',
  verificationFailed: 'Payment verification failed.',
  initializationFailed: 'Payment initialization failed',
} as const;

export const LOGIN_REQUIRED_MESSAGE = PAYMENT_MESSAGES.loginRequired;

export const formatUsd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

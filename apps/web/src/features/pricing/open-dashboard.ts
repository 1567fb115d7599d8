/**
 * Opens the dashboard as a fresh page after a payment. The dashboard keeps its own query cache,
 * which the marketing pages cannot reach; a fresh page is the one way to be sure that My Account
 * and the usage meter show the new plan at once.
 */
export function openDashboardAfterPayment(): void {
  window.location.assign('/dashboard');
}

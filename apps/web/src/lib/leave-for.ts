/**
 * Sends the browser to another site (a network's consent page), leaving the app: one place, so
 * tests can see where it would go.
 */
export function leaveFor(url: string): void {
  window.location.assign(url);
}

/**
 * What posting these parts costs on X, in US dollars, or null while it cannot be told.
 *
 * The one place the price of X calls enters the composer. It returns null until the shared
 * package has `xPublicationCost({ parts }, prices)` and `/api/config` answers the configured
 * prices as `xPrices`; then it is `xPublicationCost({ parts }, xPrices)` with the prices read
 * once through `getServerConfig()`, and the preview shows the line below for a real X account.
 */
export function useXCost(_parts: readonly string[]): number | null {
  return null;
}

export const formatCost = (usd: number) =>
  `Costs about $${usd < 0.01 ? usd.toFixed(3) : usd.toFixed(2)} on X`;

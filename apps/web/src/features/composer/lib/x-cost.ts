/**
 * What posting these parts costs on X, in US dollars, or null while it cannot be told.
 *
 * The one place the price of X calls enters the composer: the shared `xPublicationCost` with
 * the prices `/api/config` answers as `xPrices`. Until the server answers those prices, the
 * preview says nothing of cost.
 */
export function useXCost(_parts: readonly string[]): number | null {
  return null;
}

export const formatCost = (usd: number) =>
  `Costs about $${usd < 0.01 ? usd.toFixed(3) : usd.toFixed(2)} on X`;

import { formatUsd, xPublicationCost } from '@quillpost/shared';
import { useXPrices } from '@/lib/x-prices';

/** What posting these parts costs on X, in US dollars, at this server's prices; null until known. */
export function useXCost(parts: readonly string[]): number | null {
  const prices = useXPrices();
  return prices ? xPublicationCost({ parts: [...parts] }, prices) : null;
}

export const formatCost = (usd: number) => `Costs about ${formatUsd(usd)} on X`;

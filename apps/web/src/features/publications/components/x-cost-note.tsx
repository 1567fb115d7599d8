import { formatUsd, xPublicationCost, type Account } from '@quillpost/shared';
import { useXPrices } from '@/lib/x-prices';

/**
 * What the publication costs on X at this server's prices, for the X accounts chosen; sandbox X
 * calls nothing at X, so it is said to be free. Nothing without an X account among the chosen.
 */
export function XCostNote({ parts, accounts }: { parts: string[]; accounts: Account[] }) {
  const prices = useXPrices();
  const onX = accounts.filter((account) => account.network === 'x');
  if (onX.length === 0 || !prices) return null;
  const real = onX.filter((account) => account.provider === 'real').length;
  if (real === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Sandbox X is free: nothing is posted, so nothing is spent.
      </p>
    );
  }
  const cost = xPublicationCost({ parts }, prices) * real;
  return (
    <p className="text-sm text-muted-foreground">
      Costs about {formatUsd(cost)} on X{real > 1 && ` for ${real} X accounts`}
      {real < onX.length && '; sandbox X is free'}
    </p>
  );
}

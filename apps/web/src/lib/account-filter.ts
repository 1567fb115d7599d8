import { useSearchParams } from 'react-router';

const PARAM = 'account';

/**
 * The account a screen is narrowed to (`?account=<_id>`, empty for every account), kept in the
 * address so a reload or a shared link shows the same.
 */
export function useAccountFilter(): [string, (accountId: string) => void] {
  const [params, setParams] = useSearchParams();
  const choose = (accountId: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (accountId) next.set(PARAM, accountId);
        else next.delete(PARAM);
        return next;
      },
      { replace: true },
    );
  return [params.get(PARAM) ?? '', choose];
}

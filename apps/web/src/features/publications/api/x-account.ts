import { useXAccount } from '@/lib/x-account';

/** Whether an X account is connected; undefined until known. */
export function useHasXAccount(): boolean | undefined {
  const account = useXAccount();
  return account.isSuccess ? account.data !== null : undefined;
}

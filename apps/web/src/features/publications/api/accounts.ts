export { useAccounts } from '@/lib/accounts';

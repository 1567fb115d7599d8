import { AccountDetails } from '@/features/account';

export function AccountRoute() {
  return (
    <>
      <title>My Account · Quillpost</title>
      <h1 className="text-2xl font-bold tracking-tight">My Account</h1>
      <AccountDetails />
    </>
  );
}

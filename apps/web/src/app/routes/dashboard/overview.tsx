import { UsageSummary, UserGreeting } from '@/features/account';
import { LibraryOverview } from '@/features/posts';

export function OverviewRoute() {
  return (
    <>
      <UserGreeting />
      <UsageSummary />
      <LibraryOverview />
    </>
  );
}

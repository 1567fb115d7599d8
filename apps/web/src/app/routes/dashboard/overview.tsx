import { PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { UsageSummary, UserGreeting } from '@/features/account';
import { LibraryOverview } from '@/features/posts';

export function OverviewRoute() {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <UserGreeting />
        <Link to="/dashboard/new" className={buttonVariants()}>
          <PenLine aria-hidden />
          New post
        </Link>
      </div>
      <UsageSummary />
      <LibraryOverview />
    </>
  );
}

import { PenLine, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { UsageSummary, UserGreeting } from '@/features/account';
import { WeekFigures } from '@/features/analytics';
import { LibraryOverview } from '@/features/posts';
import { HomeAccounts, HomeUpcoming } from '@/features/publications';

/** The dashboard home: where the person stands (accounts, what goes out next, last week), then the library. */
export function OverviewRoute() {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <UserGreeting />
        <div className="flex flex-wrap gap-2">
          <Link to="/dashboard/new" className={buttonVariants()}>
            <PenLine aria-hidden />
            New post
          </Link>
          <Link to="/dashboard/tweet" className={buttonVariants({ variant: 'outline' })}>
            <Sparkles aria-hidden />
            Generate
          </Link>
        </div>
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        <HomeAccounts />
        <HomeUpcoming />
        <WeekFigures />
      </div>
      <UsageSummary />
      <LibraryOverview />
    </>
  );
}

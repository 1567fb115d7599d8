import { Spinner } from '@/components/ui/spinner';

/**
 * What the first visit shows while the dashboard's own code loads (it is split from the app's
 * entry): the spinner every screen shows while its data loads, in the middle of the page.
 */
export function DashboardLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label="Loading your dashboard" className="size-8" />
    </div>
  );
}

import { AnalyticsScreen } from '@/features/analytics';

export function AnalyticsRoute() {
  return (
    <>
      <title>Analytics · Quillpost</title>
      <AnalyticsScreen />
    </>
  );
}

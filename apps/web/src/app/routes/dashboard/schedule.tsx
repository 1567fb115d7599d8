import { ScheduleViews } from '@/features/publications';

export function ScheduleRoute() {
  return (
    <>
      <title>Schedule · Quillpost</title>
      <h1 className="text-2xl font-bold tracking-tight">Schedule</h1>
      <ScheduleViews />
    </>
  );
}

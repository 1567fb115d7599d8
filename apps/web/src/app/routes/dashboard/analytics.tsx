import { BarChart3 } from 'lucide-react';

export function AnalyticsRoute() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-24 text-center">
      <title>Analytics · Quillpost</title>
      <BarChart3 aria-hidden className="size-10 text-primary" />
      <h1 className="text-2xl font-bold tracking-tight">Coming Soon</h1>
      <p className="max-w-sm text-sm text-muted-foreground">
        Retweets, likes and engagement for your posts will show here.
      </p>
    </div>
  );
}

import { BarChart3 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export function ConnectInvite() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-20 text-center">
      <BarChart3 aria-hidden className="size-10 text-primary" />
      <h2 className="text-xl font-semibold">Connect an account to see your analytics</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        Once an account on X, Bluesky or Mastodon is connected and you publish, Quillpost reads each
        post’s likes, reposts, replies and more (and impressions where the network reports them),
        and shows what works for you.
      </p>
      <Button asChild>
        <Link to="/dashboard/settings">Connect an account</Link>
      </Button>
    </div>
  );
}

import {
  BarChart3,
  CalendarClock,
  Feather,
  Lightbulb,
  LayoutDashboard,
  ListChecks,
  MessageSquareText,
  PenLine,
  Rows3,
  ScrollText,
  Settings,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/cn';

const NAV_ITEMS: { to: string; label: string; icon: LucideIcon; end?: boolean }[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/dashboard/new', label: 'New post', icon: PenLine },
  { to: '/dashboard/tweet', label: 'Tweet', icon: MessageSquareText },
  { to: '/dashboard/all-tweets', label: 'All Tweets', icon: ListChecks },
  { to: '/dashboard/thread', label: 'Threads', icon: ScrollText },
  { to: '/dashboard/all-threads', label: 'All Threads', icon: Rows3 },
  { to: '/dashboard/idea', label: 'Idea', icon: Lightbulb },
  { to: '/dashboard/all-ideas', label: 'All Ideas', icon: ListChecks },
  { to: '/dashboard/schedule', label: 'Schedule', icon: CalendarClock },
  { to: '/dashboard/analytics', label: 'Analytics', icon: BarChart3 },
  { to: '/dashboard/style', label: 'Your style', icon: Feather },
  { to: '/dashboard/settings', label: 'Settings', icon: Settings },
];

export function DashboardNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="flex h-full flex-col gap-6 p-4">
      <nav aria-label="Dashboard">
        <ul className="flex flex-col gap-1">
          {NAV_ITEMS.map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                    isActive && 'bg-accent text-accent-foreground',
                  )
                }
              >
                <Icon aria-hidden className="size-4" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-auto rounded-xl border bg-accent/60 p-4">
        <p className="flex items-center gap-2 font-semibold">
          <Sparkles aria-hidden className="size-4 text-primary" />
          Upgrade to Pro
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          Up to 3,000 generations a month and priority generation.
        </p>
        <Link
          to="/pricing"
          onClick={onNavigate}
          className={buttonVariants({ size: 'sm', className: 'mt-3 w-full' })}
        >
          Upgrade to Pro
        </Link>
      </div>
    </div>
  );
}

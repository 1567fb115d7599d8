import { CircleUser, LifeBuoy, LogOut, Settings, User } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useMe } from '@/features/account';
import { logout } from '@/features/auth';

const SUPPORT_EMAIL = 'support@quillpost.app';

export function AccountMenu() {
  const navigate = useNavigate();
  const me = useMe();

  const signOut = async () => {
    await logout();
    navigate('/auth/login', { replace: true });
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Account menu">
          <CircleUser aria-hidden className="size-6" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        {me.data && (
          <>
            <DropdownMenuLabel className="flex flex-col">
              <span className="truncate">{me.data.name}</span>
              <span className="truncate text-xs font-normal text-muted-foreground">
                {me.data.email}
              </span>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
          </>
        )}
        <DropdownMenuItem onSelect={() => navigate('/dashboard/account')}>
          <User aria-hidden />
          My Account
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/dashboard/settings')}>
          <Settings aria-hidden />
          Settings
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={`mailto:${SUPPORT_EMAIL}`}>
            <LifeBuoy aria-hidden />
            Support
          </a>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

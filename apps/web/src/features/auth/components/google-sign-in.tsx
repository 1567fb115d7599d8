import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { API_URL } from '@/lib/api-client';
import { useTokenStore } from '@/stores/token';
import { checkArrivingToken, type Person } from '../api/check-arriving-token';

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-5">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.8 3.6-4.9 6.7-4.9z"
      />
    </svg>
  );
}

/**
 * Finishes a sign-in: the server redirects here with `?token=`. The token is taken out of the
 * address bar at once (so it does not stay in history or get shared). It is stored when nobody is
 * signed in here or this browser started that sign-in; a token that arrived otherwise, over a
 * session of another account, waits for the person to choose.
 */
function useSignInRedirect() {
  const location = useLocation();
  const navigate = useNavigate();
  const token = useTokenStore((state) => state.token);
  const setToken = useTokenStore((state) => state.setToken);
  const fromUrl = new URLSearchParams(location.search).get('token');
  const handled = useRef<string | null>(null);
  const [choice, setChoice] = useState<{ token: string; current: Person; arriving: Person }>();

  useEffect(() => {
    if (fromUrl && handled.current !== fromUrl) {
      handled.current = fromUrl;
      window.history.replaceState(window.history.state, '', location.pathname);
      const current = useTokenStore.getState().token;
      void checkArrivingToken({ arriving: fromUrl, current }).then((verdict) => {
        if (verdict.action === 'ask') return setChoice({ token: fromUrl, ...verdict });
        if (verdict.action === 'keep') setToken(fromUrl);
        navigate('/dashboard', { replace: true });
      });
    } else if (token && !fromUrl) {
      navigate('/dashboard', { replace: true });
    }
  }, [fromUrl, token, location.pathname, navigate, setToken]);

  if (!choice) return null;
  return {
    ...choice,
    switchAccount: () => {
      setToken(choice.token);
      navigate('/dashboard', { replace: true });
    },
    stay: () => navigate('/dashboard', { replace: true }),
  };
}

function SwitchAccountQuestion(props: NonNullable<ReturnType<typeof useSignInRedirect>>) {
  return (
    <section role="alertdialog" aria-labelledby="switch-title" className="flex flex-col gap-4">
      <h1 id="switch-title" className="text-2xl font-bold tracking-tight">
        Switch accounts?
      </h1>
      <p className="text-sm text-muted-foreground">
        You are signed in as {props.current.name} ({props.current.email}). This link would sign you
        in as {props.arriving.name} ({props.arriving.email}) instead. Switch to the other account?
      </p>
      <Button onClick={props.stay}>Stay signed in as {props.current.name}</Button>
      <Button variant="outline" onClick={props.switchAccount}>
        Switch to {props.arriving.name}
      </Button>
    </section>
  );
}

export function GoogleSignIn({ mode }: { mode: 'login' | 'register' }) {
  const question = useSignInRedirect();
  if (question) return <SwitchAccountQuestion {...question} />;
  const login = mode === 'login';
  return (
    <div className="flex flex-col gap-6">
      <div className="text-center">
        <h1 className="text-2xl font-bold tracking-tight">{login ? 'Login' : 'Sign up'}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          {login
            ? 'Welcome back. Sign in to keep writing.'
            : 'Create your free account and generate your first post in seconds.'}
        </p>
      </div>
      {/* A full page navigation: the server runs the Google sign-in and redirects back here. */}
      <a
        href={`${API_URL}/auth/google`}
        className={buttonVariants({ variant: 'outline', size: 'lg', className: 'w-full' })}
      >
        <GoogleIcon />
        {login ? 'Login with Google' : 'Sign up with Google'}
      </a>
      <p className="text-center text-sm text-muted-foreground">
        {login ? 'No account yet? ' : 'Already have an account? '}
        <Link
          to={login ? '/auth/register' : '/auth/login'}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {login ? 'Sign up' : 'Sign in'}
        </Link>
      </p>
      <Link
        to="/"
        className="text-center text-sm text-muted-foreground underline-offset-4 hover:underline"
      >
        ← Back to home
      </Link>
    </div>
  );
}

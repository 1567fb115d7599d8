import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { Hero } from '@/features/marketing/hero';
import { useIsSignedIn } from '@/stores/token';

// Split off so the first paint (the hero) does not wait for the rest of the page's work.
const LandingSections = lazy(() => import('./landing-sections'));

export function LandingRoute() {
  const signedIn = useIsSignedIn();
  if (signedIn) return <Navigate to="/dashboard" replace />;
  return (
    <>
      <Hero />
      {/* The placeholder keeps the footer below the fold until the sections arrive. */}
      <Suspense fallback={<div className="min-h-dvh" />}>
        <LandingSections />
      </Suspense>
    </>
  );
}

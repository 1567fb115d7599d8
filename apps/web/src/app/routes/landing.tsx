import { Navigate } from 'react-router';
import { Faq, Hero, KeyFeatures, LogoTicker, Testimonials } from '@/features/marketing';
import { PricingSection } from '@/features/pricing';
import { useIsSignedIn } from '@/stores/token';

export function LandingRoute() {
  const signedIn = useIsSignedIn();
  if (signedIn) return <Navigate to="/dashboard" replace />;
  return (
    <>
      <Hero />
      <LogoTicker />
      <KeyFeatures />
      <Testimonials />
      <Faq />
      <PricingSection />
    </>
  );
}

import { Faq, KeyFeatures, LogoTicker, Testimonials } from '@/features/marketing';
import { PricingSection } from '@/features/pricing';

/** Everything below the hero: loaded and rendered just after the first paint. */
export default function LandingSections() {
  return (
    <>
      <LogoTicker />
      <KeyFeatures />
      <Testimonials />
      <Faq />
      <PricingSection />
    </>
  );
}

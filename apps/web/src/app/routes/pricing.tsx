import { PricingSection } from '@/features/pricing';

export function PricingRoute() {
  return (
    <>
      <title>Pricing · Quillpost</title>
      <meta
        name="description"
        content="Quillpost plans: Free with 30 generations a month, Basic at $9 with 300, Premium at $19 with 3,000."
      />
      <PricingSection headingLevel="h1" className="pt-24" />
    </>
  );
}

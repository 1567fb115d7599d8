import { PricingSection } from '@/features/pricing';

export function PricingRoute() {
  return (
    <>
      <title>Pricing · Quillpost</title>
      <meta
        name="description"
        content="Quillpost plans: Free with 30 generations a month, Basic at $9 with 300, Premium at $19 with 3,000."
      />
      <h1 className="sr-only">Quillpost pricing</h1>
      <PricingSection className="pt-24" />
    </>
  );
}

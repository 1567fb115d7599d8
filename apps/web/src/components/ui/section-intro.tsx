import type { ReactNode } from 'react';

/** The centred opening of a landing section: a small label, its heading and one line under it. */
export function SectionIntro({
  label,
  title,
  titleId,
  headingLevel: Heading = 'h2',
  children,
}: {
  label: string;
  title: ReactNode;
  titleId: string;
  headingLevel?: 'h1' | 'h2';
  children: ReactNode;
}) {
  return (
    <div className="mx-auto mb-12 max-w-2xl text-center">
      <p className="mb-3 inline-block rounded-full border px-3 py-1 text-sm font-medium">{label}</p>
      <Heading id={titleId} className="text-3xl font-bold tracking-tight md:text-4xl">
        {title}
      </Heading>
      <p className="mt-4 text-muted-foreground">{children}</p>
    </div>
  );
}

import { ArrowRight, Gauge, MessagesSquare, Palette, Rocket, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { SectionIntro } from '@/components/ui/section-intro';

const FEATURES = [
  {
    icon: Sparkles,
    title: 'Human-quality tweets and threads',
    body: 'Posts that read like a person wrote them, not a template: tweets and five-part threads that hold attention.',
  },
  {
    icon: Palette,
    title: 'Various tones and styles',
    body: 'Funny, casual, professional, passionate and more, with formats from quick tips to case studies.',
  },
  {
    icon: MessagesSquare,
    title: 'Customised to your brand',
    body: 'Describe your niche and your angle; every post follows your domain, format and voice.',
  },
  {
    icon: Gauge,
    title: 'Save time, increase engagement',
    body: 'Go from an idea to a ready post in seconds and spend your time replying to your audience.',
  },
  {
    icon: Rocket,
    title: 'Optimised for maximum reach',
    body: 'Hooks, structure and length shaped by what performs on X, always within the character limit.',
  },
];

export function KeyFeatures() {
  return (
    <section aria-labelledby="features-title" className="px-4 py-20">
      <div className="mx-auto max-w-6xl">
        <SectionIntro label="Features" title="Key Features" titleId="features-title">
          Explore the Core Features of Our Tool!
        </SectionIntro>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, body }) => (
            <li key={title} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-lg bg-accent text-primary">
                <Icon aria-hidden className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{body}</p>
              <Link
                to="/"
                className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
              >
                Learn more<span className="sr-only"> about {title.toLowerCase()}</span>
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

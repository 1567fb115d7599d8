import {
  BarChart3,
  CalendarClock,
  Infinity as InfinityIcon,
  MousePointerClick,
  Sparkles,
  Target,
} from 'lucide-react';

const BLURBS = [
  {
    icon: Sparkles,
    title: 'Generate engaging tweets',
    body: 'Describe your topic and get a tweet that sounds like a person wrote it, ready to post.',
  },
  {
    icon: Target,
    title: 'Tailor to your niche',
    body: 'Pick a domain, a format and a tone of voice so every post fits your brand and audience.',
  },
  {
    icon: InfinityIcon,
    title: 'Unlimited generation',
    body: 'Generate again and again until a post feels right; paid plans give you hundreds or thousands a month.',
  },
  {
    icon: CalendarClock,
    title: 'Scheduling',
    body: 'Plan your posting ahead: keep your generated tweets and threads ready for the right moment.',
  },
  {
    icon: BarChart3,
    title: 'Performance analytics',
    body: 'See how your posts do with basic analytics of retweets, likes and engagement.',
  },
  {
    icon: MousePointerClick,
    title: 'User-friendly interface',
    body: 'A clean dashboard with copy and share in one click, on your phone as well as on your desk.',
  },
];

export function FeaturesRoute() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-20">
      <title>Features · Quillpost</title>
      <meta
        name="description"
        content="What Quillpost does: engaging tweets, niche tailoring, generous generation, scheduling, analytics and a simple interface."
      />
      <h1 className="text-center text-4xl font-bold tracking-tight">Features</h1>
      <p className="mx-auto mt-4 max-w-2xl text-center text-muted-foreground">
        Everything you need to post on X with confidence.
      </p>
      <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {BLURBS.map(({ icon: Icon, title, body }) => (
          <article key={title} className="rounded-xl border bg-card p-6 shadow-sm">
            <Icon aria-hidden className="size-8 text-primary" />
            <h2 className="mt-4 text-lg font-semibold">{title}</h2>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{body}</p>
          </article>
        ))}
      </div>
    </section>
  );
}

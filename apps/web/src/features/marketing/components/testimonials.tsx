import { cn } from '@/lib/cn';
import type { Testimonial } from '../testimonials-data';
import { TESTIMONIALS } from '../testimonials-data';

const REPEATS = 4;
const FADED_THIRDS = {
  maskImage: 'linear-gradient(to right, transparent, black 33%, black 67%, transparent)',
};

function TestimonialCard({ testimonial, hidden }: { testimonial: Testimonial; hidden: boolean }) {
  return (
    <li
      aria-hidden={hidden || undefined}
      className="w-72 shrink-0 rounded-xl border bg-card p-5 shadow-sm"
    >
      <figure>
        <blockquote className="text-sm leading-relaxed">{testimonial.body}</blockquote>
        <figcaption className="mt-4 flex items-center gap-3">
          <img
            src={testimonial.img}
            alt=""
            width={40}
            height={40}
            className="size-10 rounded-full"
          />
          <span className="flex flex-col">
            <span className="text-sm font-semibold">{testimonial.name}</span>
            <span className="text-xs text-muted-foreground">{testimonial.username}</span>
          </span>
        </figcaption>
      </figure>
    </li>
  );
}

function MarqueeRow({ items, reverse }: { items: readonly Testimonial[]; reverse?: boolean }) {
  const repeated = Array.from({ length: REPEATS }, () => items).flat();
  return (
    <div className="overflow-hidden" style={FADED_THIRDS}>
      <ul
        className={cn(
          'flex w-max gap-6 pr-6 hover:[animation-play-state:paused]',
          reverse ? 'animate-marquee-reverse' : 'animate-marquee',
        )}
      >
        {repeated.map((testimonial, index) => (
          <TestimonialCard
            key={`${testimonial.username}-${index}`}
            testimonial={testimonial}
            hidden={index >= items.length}
          />
        ))}
      </ul>
    </div>
  );
}

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="py-20">
      <div className="mx-auto mb-12 max-w-2xl px-4 text-center">
        <h2 id="testimonials-title" className="text-3xl font-bold tracking-tight md:text-4xl">
          What our users say
        </h2>
        <p className="mt-4 text-muted-foreground">Creators and teams who write with Quillpost.</p>
      </div>
      <div className="flex flex-col gap-6">
        <MarqueeRow items={TESTIMONIALS.slice(0, 3)} />
        <MarqueeRow items={TESTIMONIALS.slice(3)} reverse />
      </div>
    </section>
  );
}

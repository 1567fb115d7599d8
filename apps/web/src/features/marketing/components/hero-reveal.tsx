import { useEffect, useRef, useState } from 'react';
import { HERO_HIDDEN_CLASS, HERO_SHOWN_CLASS, HERO_VISIBLE_SHARE } from '../hero-reveal-classes';

/**
 * The hero screenshot, faded and lifted into view once 40 % of it is visible. A CSS transition
 * started by an IntersectionObserver: visitors who ask for reduced motion get the fade without
 * the movement.
 */
export function HeroReveal() {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setShown(true);
        observer.disconnect();
      },
      { threshold: HERO_VISIBLE_SHARE },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} data-hero-reveal className={shown ? HERO_SHOWN_CLASS : HERO_HIDDEN_CLASS}>
      <img
        src="/images/hero-dashboard.svg"
        alt="The Quillpost dashboard: a tweet description, format and tone on the left, the generated tweet with Copy and Share on X on the right"
        width={1200}
        height={760}
        loading="lazy"
        className="w-full rounded-2xl shadow-2xl ring-1 ring-black/5"
      />
    </div>
  );
}

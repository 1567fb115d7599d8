import { useEffect, useRef, useState } from 'react';

/** Share of the screenshot that must be on screen before it appears. */
const VISIBLE_SHARE = 0.4;

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
      { threshold: VISIBLE_SHARE },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      className={
        shown
          ? 'transition duration-700 ease-out'
          : 'opacity-0 motion-safe:translate-y-12 motion-safe:scale-97'
      }
    >
      <img
        src="/images/hero-dashboard.svg"
        alt="The Quillpost dashboard: a tweet description, format and tone on the left, the generated tweet with Copy and Share on X on the right"
        width={1200}
        height={760}
        className="w-full rounded-2xl shadow-2xl ring-1 ring-black/5"
      />
    </div>
  );
}

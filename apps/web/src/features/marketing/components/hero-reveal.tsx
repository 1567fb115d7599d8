import { domAnimation, LazyMotion, MotionConfig } from 'motion/react';
import * as m from 'motion/react-m';

/** The hero screenshot, faded and lifted into view once 40 % of it is visible. */
export default function HeroReveal() {
  return (
    // "user": no movement for visitors who ask for reduced motion.
    <MotionConfig reducedMotion="user">
      <LazyMotion features={domAnimation} strict>
        <m.div
          initial={{ opacity: 0, y: 48, scale: 0.97 }}
          whileInView={{ opacity: 1, y: 0, scale: 1 }}
          viewport={{ once: true, amount: 0.4 }}
          transition={{ duration: 0.7, ease: 'easeOut' }}
        >
          <img
            src="/images/hero-dashboard.svg"
            alt="The Quillpost dashboard: a tweet description, format and tone on the left, the generated tweet with Copy and Share on X on the right"
            width={1200}
            height={760}
            className="w-full rounded-2xl shadow-2xl ring-1 ring-black/5"
          />
        </m.div>
      </LazyMotion>
    </MotionConfig>
  );
}

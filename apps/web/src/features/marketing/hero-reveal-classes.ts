/** Share of the screenshot that must be on screen before it appears. */
export const HERO_VISIBLE_SHARE = 0.4;

/** Hidden, then shown with a transition; under reduced motion only the fade remains. */
export const HERO_HIDDEN_CLASS = 'opacity-0 motion-safe:translate-y-12 motion-safe:scale-97';
export const HERO_SHOWN_CLASS = 'transition duration-700 ease-out';

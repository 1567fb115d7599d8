export { LogoTicker } from './components/logo-ticker';
export { KeyFeatures } from './components/key-features';
export { Testimonials } from './components/testimonials';
export { TESTIMONIALS, type Testimonial } from './testimonials-data';
export { Faq } from './components/faq';

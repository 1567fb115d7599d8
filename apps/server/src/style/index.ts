/** The person's style and best times, learned from their own posts with figures. */
export { styleBasisColumns, styleBasisOfRow, type StyleBasis } from './own-posts-query';
export { styleRoutes } from './routes';
export { writingStyleFor, type WritingStyle } from './service';
export { traitsOf, traitDistance } from './traits';

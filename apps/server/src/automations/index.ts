/**
 * Auto-plug and auto-repost, as other features reach them: publishing plans a repost when a
 * publication goes out, and reading figures plans a plug when its likes reach the threshold.
 */
export { planPlugs, planRepost } from './plan';

/** The publications feature, as other features reach it. */
export { refreshScheduledParts } from './service';

/** The publications feature, as other features reach it. */
export { cancelPublicationOfDeletedPost, refreshScheduledParts } from './service';
export { checkEditBeforeSaving, preflightRefusal } from './preflight';
export { postedByAccount } from './posted-history';
export type { SettledListener, SettledPublication } from './settings';
export { scheduleAutomated, type AutomatedOutcome } from './automated';

/** The publications feature, as other features reach it. */
export { cancelPublicationOfDeletedPost, refreshScheduledParts } from './service';
export { checkEditBeforeSaving, preflightRefusal } from './preflight';
export { postedByAccount } from './posted-history';
export { onPublicationSettled, type SettledPublication } from './settled';
export { scheduleAutomated, type AutomatedOutcome } from './automated';
export { publishingWorker } from './worker';

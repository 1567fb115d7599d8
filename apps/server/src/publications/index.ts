/** The publications feature, as other features reach it. */
export { cancelPublicationOfDeletedPost, refreshScheduledParts } from './service';
export { checkEditBeforeSaving } from './preflight';
export { publishingWorker } from './worker';

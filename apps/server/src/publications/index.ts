/** The publications feature, as other features reach it. */
export { cancelPublicationOfDeletedPost, refreshScheduledParts } from './service';

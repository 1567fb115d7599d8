/** The publications feature, as other features reach it. */
export {
  cancelPublicationOfDeletedPost,
  checkEditBeforeSaving,
  refreshScheduledParts,
} from './service';

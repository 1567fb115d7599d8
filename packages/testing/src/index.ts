export {
  startFakeBluesky,
  type FakeBluesky,
  type FakeBlueskyBlob,
  type FakeBlueskyCounts,
  type FakeBlueskyOptions,
  type FakeBlueskyPost,
  type FakeBlueskyPostFault,
  type FakeBlueskyReadFault,
  type FakeBlueskyRepost,
  type FakeBlueskyStrongRef,
  type FakeBlueskyUser,
} from './fake-bluesky';
export { startFakeOpenAI, type FakeOpenAI, type FakeReply, type RecordedCall } from './fake-openai';
export { startFakeRazorpay, type FakeRazorpay, type RecordedOrderRequest } from './fake-razorpay';
export {
  loopbackCertificate,
  trustLoopbackCertificate,
  type LoopbackCertificate,
} from './loopback-certificate';
export {
  startFakeX,
  type FakeX,
  type FakeXHandler,
  type FakeXRequest,
  type FakeXUser,
} from './fake-x';
export {
  addMediaUploads,
  UPLOAD_EXPIRES_SECS,
  type FakeXMedia,
  type FakeXUpload,
  type FakeXUploadFault,
} from './fake-x-media';
export {
  addPosting,
  type FakeXPost,
  type FakeXPostFault,
  type FakeXPosting,
  type FakeXTimelineRead,
} from './fake-x-posts';
export {
  startFakeMastodon,
  type FakeMastodon,
  type FakeMastodonAccount,
  type FakeMastodonOptions,
} from './fake-mastodon';
export type { FakeMastodonMedia } from './fake-mastodon-media';
export type { FakeMastodonRegistration } from './fake-mastodon-apps';
export type { FakeMastodonPostFault } from './fake-mastodon-posting';
export type { FakeMastodonReadFault } from './fake-mastodon-timeline';
export type { FakeMastodonCounts, FakeMastodonStatus } from './fake-mastodon-statuses';

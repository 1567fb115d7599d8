export {
  startFakeBluesky,
  type FakeBluesky,
  type FakeBlueskyBlob,
  type FakeBlueskyCounts,
  type FakeBlueskyOptions,
  type FakeBlueskyPost,
  type FakeBlueskyPostFault,
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
export { addPosting, type FakeXPost, type FakeXPostFault, type FakeXPosting } from './fake-x-posts';

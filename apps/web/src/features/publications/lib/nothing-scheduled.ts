/** What the home and the schedule say when nothing waits to go out: how to put something there. */
export const NOTHING_SCHEDULED =
  'Nothing scheduled. Open a post and choose Schedule, or add it to your queue.';

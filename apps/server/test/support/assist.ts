import type { App } from '../../src/types';
import { bearer } from './app';

/** A tweet with filler to drop, a reason to turn around and a subject to keep. */
export const ASSIST_TWEET =
  'I really think that small pull requests are basically the best way in order to keep reviews fast. They get reviewed today, not next week, because each one fits on one screen.';

export const ASSIST_THREAD = [
  '🧵 Why small pull requests win',
  '1/ Reviews happen very fast when the change fits on one screen.',
  '2/ Fewer conflicts: short-lived branches really rarely collide, which saves a lot of time.',
  '3/ Bugs are basically easier to find when each change does just one thing.',
].join('\n\n');

/** Sentences enough for a thread. */
export const ASSIST_ESSAY = [
  'Remote teams need rituals.',
  'Weekly demos keep everyone honest about progress.',
  'A short daily check-in beats a long weekly meeting.',
  'Written updates let people in other time zones catch up.',
  'Celebrate small wins in public channels.',
  'Pair programming across time zones builds trust.',
  'Document decisions where everyone can find them.',
].join(' ');

/** `POST /api/v0/assist` as a signed-in person, as JSON or, with `stream`, as events. */
export const askAssist = (app: App, token: string, body: object, stream = false) =>
  app.inject({
    method: 'POST',
    url: '/api/v0/assist',
    headers: { ...bearer(token), ...(stream ? { accept: 'text/event-stream' } : {}) },
    payload: body,
  });

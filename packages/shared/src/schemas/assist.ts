import { z } from 'zod';
import { LIMITS } from '../options';
import { weightedLength } from '../rules';
import { storableText } from '../text';
import { isBlank, unacceptableCharacters } from '../text-checks';
import { ZId } from './ids';

/** What the assistant does to a person's text. */
export const ASSIST_ACTIONS = ['rewrite', 'shorten', 'expand', 'hooks', 'thread'] as const;
export type AssistAction = (typeof ASSIST_ACTIONS)[number];

/** The kind of the text given: a single post or a thread. */
export const ASSIST_KINDS = ['tweet', 'thread'] as const;
export type AssistKind = (typeof ASSIST_KINDS)[number];

/** How many suggestions each action answers: never fewer, never more. */
export const ASSIST_SUGGESTIONS: Record<AssistAction, { min: number; max: number }> = {
  rewrite: { min: 2, max: 3 },
  shorten: { min: 1, max: 3 },
  expand: { min: 1, max: 3 },
  hooks: { min: 3, max: 5 },
  thread: { min: 1, max: 1 },
};

/** Accounts whose networks' rules the suggestions must also meet. */
export const ASSIST_ACCOUNTS_MAX = 20;

const content = storableText('content').pipe(
  z
    .string()
    .max(LIMITS.editedContentMax, `content must be at most ${LIMITS.editedContentMax} characters`)
    .refine((text) => !isBlank(text), 'content must not be empty')
    .superRefine((text, context) => {
      const found = unacceptableCharacters(text);
      if (found.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `content contains characters X does not accept (${found.join(', ')})`,
        });
      }
    }),
);

export const ZAssistRequest = z
  .object({
    action: z.enum(ASSIST_ACTIONS, {
      error: `action must be one of: ${ASSIST_ACTIONS.join(', ')}`,
    }),
    kind: z.enum(ASSIST_KINDS, { error: `kind must be one of: ${ASSIST_KINDS.join(', ')}` }),
    content,
    accountIds: z
      .array(ZId, { error: 'accountIds must be a list of account _ids' })
      .max(ASSIST_ACCOUNTS_MAX, `accountIds must list at most ${ASSIST_ACCOUNTS_MAX} accounts`)
      .optional(),
    /** False writes without the person's learned style even while it is on. */
    useStyle: z.boolean({ error: 'useStyle must be true or false' }).optional(),
  })
  .superRefine((request, context) => {
    // A tweet may be at most what X takes (its edit limit); a text to make into a thread, and a
    // thread, up to the content limit above.
    if (request.kind !== 'tweet' || request.action === 'thread') return;
    const length = weightedLength(request.content.trim());
    if (length > LIMITS.tweetWeightedMax) {
      context.addIssue({
        code: 'custom',
        path: ['content'],
        message: `content is ${length} characters as X counts them; a tweet may have at most ${LIMITS.tweetWeightedMax}`,
      });
    }
  });
export type AssistRequest = z.infer<typeof ZAssistRequest>;

export const ZAssistSuggestion = z.object({ content: z.string() });
export type AssistSuggestion = z.infer<typeof ZAssistSuggestion>;

export const ZAssistResponse = z.object({ suggestions: z.array(ZAssistSuggestion) });
export type AssistResponse = z.infer<typeof ZAssistResponse>;

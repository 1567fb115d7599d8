import { z } from 'zod';
import { duplicateKey } from '../publishing/lint';
import { partProblemOn, type TextRules } from '../networks/text-rules';
import { storableText } from '../text';

export const MAX_PLUG_TEXTS = 10;
export const MAX_REPOST_AFTER_HOURS = 168;

const whole = (field: string, min: number, max?: number) => {
  const range = max === undefined ? `${min} or more` : `from ${min} to ${max}`;
  const message = `${field} must be a whole number ${range}`;
  const base = z.number({ error: message }).int(message).min(min, message);
  return max === undefined ? base : base.max(max, message);
};

export const ZAutoPlug = z.object({
  enabled: z.boolean({ error: 'autoPlug.enabled must be true or false' }),
  likes: whole('autoPlug.likes', 1),
  texts: z
    .array(storableText('autoPlug.texts'), { error: 'autoPlug.texts must be a list of texts' })
    .max(MAX_PLUG_TEXTS, `autoPlug.texts may hold at most ${MAX_PLUG_TEXTS} plug texts`),
});

export const ZAutoRepost = z.object({
  enabled: z.boolean({ error: 'autoRepost.enabled must be true or false' }),
  afterHours: whole('autoRepost.afterHours', 1, MAX_REPOST_AFTER_HOURS),
});

/**
 * An account's automations. Texts are checked against the account's network by
 * `plugTextProblems`, which needs its rules; an auto-plug that is on needs at least one text.
 */
export const ZAccountAutomationsRequest = z.object(
  {
    autoPlug: ZAutoPlug.refine((plug) => !plug.enabled || plug.texts.length > 0, {
      error: `autoPlug.texts must hold 1 to ${MAX_PLUG_TEXTS} plug texts while auto-plug is on`,
    }),
    autoRepost: ZAutoRepost,
  },
  { error: 'The body must be { autoPlug, autoRepost }' },
);
export type AccountAutomationsRequest = z.infer<typeof ZAccountAutomationsRequest>;

export const ZAccountAutomationsResponse = z.object({
  autoPlug: ZAutoPlug,
  autoRepost: ZAutoRepost.extend({
    /** Why this account cannot repost (its network or API tier), in the person's words; null when it can. */
    unavailable: z.string().nullable(),
  }),
});
export type AccountAutomations = z.infer<typeof ZAccountAutomationsResponse>;

/**
 * Why the plug texts cannot go out on a network with these rules, each text named by its place
 * (`autoPlug.texts[2]`); two texts the network would take for the same post are refused too.
 */
export function plugTextProblems(rules: TextRules, texts: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return texts.flatMap((text, i) => {
    const label = `autoPlug.texts[${i}]`;
    const problem = partProblemOn(rules, text, label);
    if (problem) return [problem];
    const key = duplicateKey(text);
    const first = seen.get(key);
    if (first !== undefined) return [`${label} repeats autoPlug.texts[${first}] word for word.`];
    seen.set(key, i);
    return [];
  });
}

export const AUTOMATION_KINDS = ['plug', 'repost'] as const;
export type AutomationKind = (typeof AUTOMATION_KINDS)[number];
export const AUTOMATION_STATUSES = ['waiting', 'done', 'failed'] as const;

/** A plug or repost of a publication: waiting to go out, done (its id on the network) or failed. */
export const ZPublicationAutomation = z.object({
  kind: z.enum(AUTOMATION_KINDS),
  status: z.enum(AUTOMATION_STATUSES),
  at: z.string(),
  remoteId: z.string().nullable(),
  error: z.string().nullable(),
});
export type PublicationAutomation = z.infer<typeof ZPublicationAutomation>;

import { z } from 'zod';
import { NETWORK_KEYS } from '../networks/keys';
import { storableText } from '../text';

export const ACCOUNT_PROVIDERS = ['real', 'sandbox'] as const;
export type AccountProvider = (typeof ACCOUNT_PROVIDERS)[number];

export const ZNetworkKey = z.enum(NETWORK_KEYS, {
  error: `network must be one of ${NETWORK_KEYS.join(', ')}`,
});

/** A connected account on one network; a person may connect several on any networks. */
export const ZAccount = z.object({
  _id: z.string(),
  network: ZNetworkKey,
  remoteId: z.string(),
  handle: z.string(),
  name: z.string(),
  provider: z.enum(ACCOUNT_PROVIDERS),
  /** `reconnect` once the network refused to renew access: the person connects again. */
  status: z.enum(['connected', 'reconnect']),
  connectedAt: z.string(),
  rules: z.object({ maxLength: z.number().int(), maxImages: z.number().int() }),
  /**
   * What the account cannot do until the person connects it again, while it still publishes
   * text (an X account connected before images needed their own permission); null when nothing.
   */
  notice: z.string().nullable().optional(),
});
export type Account = z.infer<typeof ZAccount>;

export const ZAccountsResponse = z.object({ accounts: z.array(ZAccount) });
export type AccountsResponse = z.infer<typeof ZAccountsResponse>;
export const ZAccountResponse = z.object({ account: ZAccount });

const sandboxFlag = z
  .boolean({ error: 'sandbox must be true or false' })
  .optional()
  .describe("Connect the network's sandbox stand-in instead (offered on local servers)");

const field = (name: string, what: string, max: number) =>
  storableText(name, `${name} must be ${what}`).pipe(
    z
      .string()
      .trim()
      .min(1, `${name} must be ${what}`)
      .max(max, `${name} must be at most ${max} characters`),
  );

/** What connecting needs on each network: X and Mastodon answer where to grant access. */
export const ZConnectAccountRequest = z.discriminatedUnion(
  'network',
  [
    z.object({ network: z.literal('x'), sandbox: sandboxFlag }).strict(),
    z
      .object({
        network: z.literal('mastodon'),
        instance: field('instance', "the instance's address, such as https://mastodon.social", 200),
        sandbox: sandboxFlag,
      })
      .strict(),
    z
      .object({
        network: z.literal('bluesky'),
        identifier: field('identifier', 'your Bluesky handle or e-mail', 253),
        appPassword: field('appPassword', 'an app password made in Bluesky’s settings', 100),
        service: field('service', 'the address of a Bluesky server', 200).optional(),
        sandbox: sandboxFlag,
      })
      .strict(),
  ],
  { error: `network must be one of ${NETWORK_KEYS.join(', ')}` },
);
export type ConnectAccountRequest = z.infer<typeof ZConnectAccountRequest>;

/** X and Mastodon: where the browser grants access. Bluesky answers the account at once (201). */
export const ZConnectAccountRedirect = z.object({ url: z.string() });

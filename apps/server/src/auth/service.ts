import type { AppDeps, SignedInUser } from '../types';
import { usagePeriod } from '../usage';
import {
  createSession,
  findLiveSessionAccount,
  isSessionActive,
  revokeSession,
} from './repository';
import { readAccessToken, signAccessToken } from './tokens';

/** Opens a session for the user and answers its access token. */
export async function issueAccessToken(deps: AppDeps, input: { userId: string }): Promise<string> {
  const issuedAt = deps.now();
  const expiresAt = new Date(issuedAt.getTime() + deps.config.TOKEN_TTL_SECONDS * 1000);
  const sessionId = await createSession(deps.db, { userId: input.userId, expiresAt });
  return signAccessToken({
    secret: deps.secret,
    userId: input.userId,
    sessionId,
    issuedAt,
    expiresAt,
  });
}

/**
 * The user behind a token with a live session, or null. `withAccount` also reads the plan and this
 * month's generation count, in the same round trip.
 */
export async function authenticateToken(
  deps: AppDeps,
  input: { token: string; withAccount?: boolean },
): Promise<SignedInUser | null> {
  const now = deps.now();
  const claims = readAccessToken(input.token, deps.secret, now);
  if (!claims) return null;
  const user = { id: claims.userId, sessionId: claims.sessionId };
  if (!input.withAccount) {
    return (await isSessionActive(deps.db, { ...claims, now })) ? user : null;
  }
  const period = usagePeriod(now).period;
  const account = await findLiveSessionAccount(deps.db, { ...claims, now, period });
  return account ? { ...user, account } : null;
}

export async function endSession(deps: AppDeps, input: { sessionId: string }): Promise<void> {
  await revokeSession(deps.db, { sessionId: input.sessionId, now: deps.now() });
}

export function signInRedirect(deps: AppDeps, token: string): string {
  return `${deps.config.webOrigin}/auth/login?token=${encodeURIComponent(token)}`;
}

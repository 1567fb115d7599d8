import { escapeHtml } from '../../lib/html-page';
import { renderSandboxPost, sandboxPage } from '../sandbox-page';
import type { NetworkContext } from '../context';
import { NetworkError } from '../network';
import { createSandboxSigner } from './sandbox-signer';

/** The sandbox instance's consent page, on this server (same origin as the app). */
export const SANDBOX_AUTHORIZE_PATH = '/auth/sandbox/mastodon/authorize';
/** Where the sandbox instance's posts are shown: `${publicUrl}${SANDBOX_VIEW_PATH}/<id>`. */
export const SANDBOX_VIEW_PATH = '/sandbox/mastodon';
export const SANDBOX_DOMAIN = 'sandbox.mastodon.local';
/** The handle the consent page offers. */
export const SANDBOX_DEFAULT_HANDLE = 'sandbox_writer';
const HANDLE = /^[A-Za-z0-9_]{1,30}$/;
const CODE_SECONDS = 60;

const page = (title: string, body: string) => sandboxPage({ network: 'Mastodon', title, body });

/** Where the consent page sends the person who cancels: the callback, refused. */
export const sandboxCancelUrl = (redirectUri: string, state: string) =>
  `${redirectUri}?${new URLSearchParams({ error: 'access_denied', state })}`;

/** The sandbox instance's consent page: one form that connects a sandbox account. */
export function renderSandboxConsentPage(input: {
  xsrfToken: string;
  state: string;
  codeChallenge: string;
  redirectUri: string;
  username?: string;
  error?: string;
}): string {
  const error = input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : '';
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return page(
    'Connect your account',
    `<h1>Connect Quillpost to Sandbox Mastodon</h1>
<p>Quillpost asks to read and write posts and to read your profile on ${SANDBOX_DOMAIN}, a local stand-in for a Mastodon server: posts stay on this server and their figures are simulated.</p>
${error}
<form method="post" action="${SANDBOX_AUTHORIZE_PATH}">
${hidden('_xsrf', input.xsrfToken)}
${hidden('state', input.state)}
${hidden('code_challenge', input.codeChallenge)}
${hidden('redirect_uri', input.redirectUri)}
<label for="username">Sandbox handle</label>
<input id="username" name="username" required maxlength="30" pattern="[A-Za-z0-9_]{1,30}" value="${escapeHtml(input.username ?? SANDBOX_DEFAULT_HANDLE)}">
<button type="submit">Authorize</button>
</form>
<a class="cancel" href="${escapeHtml(sandboxCancelUrl(input.redirectUri, input.state))}">Cancel</a>`,
  );
}

/**
 * What the consent form gives back to the callback: a code for this PKCE challenge and redirect
 * URI, good for a minute. A handle the form's rule refuses is `rejected` with the rule.
 */
export function issueSandboxCode(
  context: Pick<NetworkContext, 'secret' | 'now'>,
  input: { codeChallenge: string; redirectUri: string; username: string },
): string {
  const username = input.username.trim();
  if (!HANDLE.test(username)) {
    throw new NetworkError('rejected', 'The handle takes 1 to 30 letters, digits or underscores.');
  }
  return createSandboxSigner(context.secret).seal({
    kind: 'code',
    username,
    name: `${username} (sandbox)`,
    challenge: input.codeChallenge,
    redirectUri: input.redirectUri,
    expiresAt: context.now().getTime() + CODE_SECONDS * 1000,
    nonce: crypto.randomUUID(),
  });
}

/** The local, read-only view of a post the sandbox instance "published". */
export const renderSandboxPostPage = (input: {
  text: string;
  createdAt: Date;
  replyToUrl?: string;
}): string =>
  renderSandboxPost({
    network: 'Mastodon',
    title: 'A sandbox post',
    heading: `A post on ${SANDBOX_DOMAIN}`,
    ...input,
  });

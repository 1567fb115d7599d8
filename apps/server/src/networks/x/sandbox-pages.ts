import { escapeHtml } from '../../lib/html-page';
import { renderSandboxPost, sandboxPage } from '../sandbox-page';

const page = (title: string, body: string) => sandboxPage({ network: 'X', title, body });

/** Sandbox X's consent page: one form that connects a sandbox account. */
export function renderSandboxConsentPage(input: {
  xsrfToken: string;
  state: string;
  codeChallenge: string;
  cancelUrl: string;
  username: string;
  error?: string;
}): string {
  const error = input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : '';
  return page(
    'Connect your account',
    `<h1>Connect Quillpost to Sandbox X</h1>
<p>Quillpost asks to read and write posts, to upload images and to read your profile, with offline access. This is sandbox X, a local stand-in for X: posts stay on this server and their figures are simulated.</p>
${error}
<form method="post" action="/auth/x/sandbox/authorize">
<input type="hidden" name="_xsrf" value="${escapeHtml(input.xsrfToken)}">
<input type="hidden" name="state" value="${escapeHtml(input.state)}">
<input type="hidden" name="code_challenge" value="${escapeHtml(input.codeChallenge)}">
<label for="username">Sandbox handle</label>
<input id="username" name="username" required maxlength="15" pattern="[A-Za-z0-9_]{1,15}" value="${escapeHtml(input.username)}">
<button type="submit">Authorize app</button>
</form>
<a class="cancel" href="${escapeHtml(input.cancelUrl)}">Cancel</a>`,
  );
}

/** The local, read-only view of a post sandbox X "published", under its author's handle. */
export const renderSandboxPostPage = (input: {
  username: string;
  text: string;
  createdAt: Date;
  replyToUrl?: string;
}): string => {
  const { username, ...post } = input;
  return renderSandboxPost({
    network: 'X',
    title: `@${username}`,
    heading: `@${username}`,
    ...post,
  });
};

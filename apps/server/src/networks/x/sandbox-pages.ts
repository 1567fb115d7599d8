import { escapeHtml, PAGE_STYLE } from '../../lib/html-page';

const SANDBOX_STYLE = `${PAGE_STYLE}
.sandbox{display:inline-block;background:#fef3c7;color:#78350f;border:1px solid #f59e0b;border-radius:999px;padding:.2rem .7rem;font-weight:700;font-size:.85rem;margin-bottom:1rem}
.cancel{display:block;text-align:center;margin-top:1rem}
blockquote{white-space:pre-wrap;margin:0 0 1rem;padding:1rem;border:1px solid #e2e8f0;border-radius:8px;color:#0f172a}`;

const SANDBOX_LABEL = 'Sandbox X: nothing is posted';

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · Sandbox X</title><style>${SANDBOX_STYLE}</style></head>
<body><main>
<p class="sandbox" role="note">${SANDBOX_LABEL}</p>
${body}
</main></body></html>`;

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

/**
 * The local, read-only view of a post sandbox X "published". Like a post on X, it opens for anyone
 * who has its address, signed in or not, and says so.
 */
export function renderSandboxPostPage(input: {
  username: string;
  text: string;
  createdAt: Date;
  replyToUrl?: string;
}): string {
  const reply = input.replyToUrl
    ? `<p>In reply to <a href="${escapeHtml(input.replyToUrl)}">an earlier post</a>.</p>`
    : '';
  return page(
    `@${input.username}`,
    `<h1>@${escapeHtml(input.username)}</h1>
${reply}
<blockquote>${escapeHtml(input.text)}</blockquote>
<p>Posted to sandbox X on <time datetime="${input.createdAt.toISOString()}">${escapeHtml(input.createdAt.toUTCString())}</time>. Nothing was posted to X: this page is on this Quillpost server, and anyone with its link can see it.</p>`,
  );
}

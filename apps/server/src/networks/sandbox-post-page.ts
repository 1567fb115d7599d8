import { escapeHtml, PAGE_STYLE } from '../lib/html-page';

/** The local, read-only page of a post a sandbox network "published", said to be a sandbox's. */
export function renderSandboxPost(input: {
  network: string;
  text: string;
  createdAt: Date;
  replyToUrl?: string;
}): string {
  const reply = input.replyToUrl
    ? `<p>In reply to <a href="${escapeHtml(input.replyToUrl)}">an earlier post</a>.</p>`
    : '';
  const name = escapeHtml(input.network);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>A sandbox post · Sandbox ${name}</title><style>${PAGE_STYLE}
blockquote{white-space:pre-wrap;margin:0 0 1rem;padding:1rem;border:1px solid #e2e8f0;border-radius:8px}</style></head>
<body><main>
<p role="note"><strong>Sandbox ${name}: nothing is posted</strong></p>
<h1>A post on sandbox ${name}</h1>
${reply}
<blockquote>${escapeHtml(input.text)}</blockquote>
<p>Posted on <time datetime="${input.createdAt.toISOString()}">${escapeHtml(input.createdAt.toUTCString())}</time>. Nothing was posted to ${name}: this page is on this Quillpost server, and anyone with its link can see it.</p>
</main></body></html>`;
}

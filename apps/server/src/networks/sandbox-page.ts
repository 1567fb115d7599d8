import { escapeHtml, htmlPage } from '../lib/html-page';

const SANDBOX_STYLE = `
.sandbox{display:inline-block;background:#fef3c7;color:#78350f;border:1px solid #f59e0b;border-radius:999px;padding:.2rem .7rem;font-weight:700;font-size:.85rem;margin-bottom:1rem}
.cancel{display:block;text-align:center;margin-top:1rem}
blockquote{white-space:pre-wrap;margin:0 0 1rem;padding:1rem;border:1px solid #e2e8f0;border-radius:8px;color:#0f172a}`;

/** A page of a sandbox network ("X", "Bluesky"), which says at its top that nothing is posted. */
export const sandboxPage = (input: { network: string; title: string; body: string }) =>
  htmlPage({
    title: `${input.title} · Sandbox ${input.network}`,
    style: SANDBOX_STYLE,
    main: `<p class="sandbox" role="note">Sandbox ${escapeHtml(input.network)}: nothing is posted</p>
${input.body}`,
  });

/**
 * The local, read-only page of a post a sandbox network "published". Like a post on the network,
 * it opens for anyone who has its address, signed in or not, and says so.
 */
export function renderSandboxPost(input: {
  network: string;
  /** The page's title and heading: the author's handle, or where the post is. */
  title: string;
  heading: string;
  text: string;
  createdAt: Date;
  replyToUrl?: string;
}): string {
  const reply = input.replyToUrl
    ? `<p>In reply to <a href="${escapeHtml(input.replyToUrl)}">an earlier post</a>.</p>`
    : '';
  const network = escapeHtml(input.network);
  const at = input.createdAt;
  return sandboxPage({
    network: input.network,
    title: input.title,
    body: `<h1>${escapeHtml(input.heading)}</h1>
${reply}
<blockquote>${escapeHtml(input.text)}</blockquote>
<p>Posted to sandbox ${network} on <time datetime="${at.toISOString()}">${escapeHtml(at.toUTCString())}</time>. Nothing was posted to ${network}: this page is on this Quillpost server, and anyone with its link can see it.</p>`,
  });
}

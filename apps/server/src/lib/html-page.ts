export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The look of the few pages the server renders itself (sign-in, the sandbox networks'). */
export const PAGE_STYLE = `
body{font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a;display:grid;place-items:center;min-height:100vh;margin:0}
main{box-sizing:border-box;background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:clamp(1.25rem,5vw,2rem);width:min(24rem,calc(100vw - 2rem));box-shadow:0 1px 3px #0001}
h1{font-size:1.5rem;margin:0 0 .5rem}p{color:#475569;margin:0 0 1.25rem;font-size:.95rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{width:100%;box-sizing:border-box;padding:.6rem .7rem;border:1px solid #cbd5e1;border-radius:8px;font-size:1rem}
input:focus{outline:3px solid #6366f1;outline-offset:1px}
button{margin-top:1.25rem;width:100%;padding:.7rem;border:0;border-radius:8px;background:#4f46e5;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button:focus-visible{outline:3px solid #312e81;outline-offset:2px}
.error{color:#b91c1c;font-weight:600}a{color:#4338ca}`;

/**
 * A whole page the server renders itself: its title, any style of its own beside `PAGE_STYLE`,
 * and what its card holds. The icon is the web app's, served beside it.
 */
export const htmlPage = (input: { title: string; style?: string; main: string }) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(input.title)}</title><style>${PAGE_STYLE}${input.style ?? ''}</style></head>
<body><main>
${input.main}
</main></body></html>`;

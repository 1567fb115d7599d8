const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
body{font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:2rem;width:min(24rem,90vw);box-shadow:0 1px 3px #0001}
h1{font-size:1.5rem;margin:0 0 .5rem}p{color:#475569;margin:0 0 1.25rem;font-size:.95rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{width:100%;box-sizing:border-box;padding:.6rem .7rem;border:1px solid #cbd5e1;border-radius:8px;font-size:1rem}
input:focus{outline:3px solid #6366f1;outline-offset:1px}
button{margin-top:1.25rem;width:100%;padding:.7rem;border:0;border-radius:8px;background:#4f46e5;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button:focus-visible{outline:3px solid #312e81;outline-offset:2px}
.error{color:#b91c1c;font-weight:600}a{color:#4338ca}`;

/** The embedded sign-in page, used while Google sign-in is not configured. */
export function renderLocalSignInPage(input: {
  xsrfToken: string;
  webOrigin: string;
  error?: string;
  name?: string;
  email?: string;
}): string {
  const error = input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in · Quillpost</title><style>${STYLE}</style></head>
<body><main>
<h1>Sign in to Quillpost</h1>
<p>Google sign-in is not set up on this server, so it uses local sign-in: enter a name and an e-mail address.</p>
${error}
<form method="post" action="/auth/local">
<input type="hidden" name="_xsrf" value="${escapeHtml(input.xsrfToken)}">
<label for="name">Name</label>
<input id="name" name="name" autocomplete="name" required maxlength="100" value="${escapeHtml(input.name ?? '')}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(input.email ?? '')}">
<button type="submit">Sign in</button>
</form>
<p style="margin-top:1.25rem"><a href="${escapeHtml(input.webOrigin)}/">Back to home</a></p>
</main></body></html>`;
}

import { escapeHtml, htmlPage } from '../lib/html-page';

/** The embedded sign-in page, used while Google sign-in is not configured. */
export function renderLocalSignInPage(input: {
  xsrfToken: string;
  webOrigin: string;
  error?: string;
  name?: string;
  email?: string;
}): string {
  const error = input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : '';
  return htmlPage({
    title: 'Sign in · Quillpost',
    main: `<h1>Sign in to Quillpost</h1>
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
<p style="margin-top:1.25rem"><a href="${escapeHtml(input.webOrigin)}/">Back to home</a></p>`,
  });
}

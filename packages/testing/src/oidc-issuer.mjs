#!/usr/bin/env node
// An OpenID Connect issuer on loopback for the end-to-end tests (oauth2-mock-server).
// A test chooses who signs in with the cookie `e2e_google_account=<email>` in its browser (the
// authorization request is a browser navigation); the issuer then puts that person's subject,
// e-mail and name in the ID token.
import { OAuth2Server } from 'oauth2-mock-server';

const port = Number(process.argv[2] ?? 4312);
const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.issuer.url = `http://127.0.0.1:${port}`;

/** authorization code -> the person it was issued for */
const people = new Map();

server.service.on('beforeAuthorizeRedirect', (redirect, req) => {
  const cookie = /(?:^|;\s*)e2e_google_account=([^;]+)/.exec(req.headers.cookie ?? '');
  const email = cookie ? decodeURIComponent(cookie[1]) : 'google.user@example.com';
  const code = redirect.url.searchParams.get('code');
  if (code) people.set(code, email);
});

server.service.on('beforeTokenSigning', (token, req) => {
  const code = req.body?.code;
  const email = (code && people.get(code)) ?? 'google.user@example.com';
  const local = email.split('@')[0];
  Object.assign(token.payload, {
    sub: `google-${email}`,
    email,
    email_verified: true,
    name: `Google ${local}`,
  });
});

await server.start(port, '127.0.0.1');
console.log(`OpenID Connect test issuer at ${server.issuer.url}`);

const stop = () => server.stop().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

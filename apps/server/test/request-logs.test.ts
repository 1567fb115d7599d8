import { DrizzleQueryError } from 'drizzle-orm/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationService } from '../src/generation';
import { bearer, postBody, signIn, useTestApp } from './support/app';

const EMAIL = 'ada.private@example.com';
const POST_TEXT = 'A secret draft about small pull requests';

/** A writing engine whose database write fails the way a driver reports it: SQL and values. */
const failing: GenerationService = {
  engine: { name: 'test', model: 'failing', offline: true },
  generate: () =>
    Promise.reject(
      new DrizzleQueryError(
        'insert into "posts" ("title", "content") values ($1, $2)',
        [EMAIL, POST_TEXT],
        Object.assign(
          new Error('duplicate key value violates unique constraint "users_email_unique"'),
          {
            code: '23505',
            detail: `Key (email)=(${EMAIL}) already exists.`,
          },
        ),
      ),
    ),
  assist: () => Promise.reject(new Error('not used here')),
};

describe('the log at the default level', () => {
  const lines: string[] = [];
  const app = useTestApp({
    generation: failing,
    logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
  });
  let token: string;
  beforeAll(async () => {
    token = await signIn(app, { email: EMAIL });
  });

  it('records no sign-in token, OAuth code or state from a query', async () => {
    lines.length = 0;
    await app.inject({ url: '/auth/login?token=eyJ.secret.token&next=%2Fdashboard' });
    await app.inject({ url: '/auth/google/callback?code=oauth-code-1&state=state-1' });
    const log = lines.join('\n');
    expect(log).toContain('/auth/login?token=[redacted]&next=%2Fdashboard');
    expect(log).not.toMatch(/eyJ\.secret\.token|oauth-code-1|state-1/);
  });

  it('logs a failed query without its values: no e-mail, no post text', async () => {
    lines.length = 0;
    const response = await app.inject({
      method: 'POST',
      url: '/api/v0/posts/tweets',
      headers: bearer(token),
      payload: postBody({ title: POST_TEXT }),
    });
    expect(response.statusCode).toBe(500);
    const log = lines.join('\n');
    expect(log).toContain('request failed');
    expect(log).toContain('insert into');
    expect(log).not.toContain(EMAIL);
    expect(log).not.toContain(POST_TEXT);
  });
});

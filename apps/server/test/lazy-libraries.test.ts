import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { postBody } from './support/app';
import {
  freshDataDir,
  signInOverHttp,
  startServerProcess,
  type ServerProcess,
} from './support/server-process';

/** The libraries a server loads only when it first needs one. */
const LAZY = [
  'sharp',
  '@atproto/api',
  '@ai-sdk/openai',
  '@ai-sdk/anthropic',
  '@ai-sdk/google',
  '@ai-sdk/openai-compatible',
];

/** A 1 x 1 PNG, written out so that making it needs no image library. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const PROBE = path.resolve(import.meta.dirname, 'support/import-probe.mjs');

describe('libraries loaded with their first use', () => {
  let server: ServerProcess | undefined;
  afterEach(async () => {
    server?.child.kill();
    await server?.exited;
  });

  // A server process of its own: the test files of a worker share their modules, and another
  // file may have loaded any of these already.
  it('a started server that has signed someone in, written and listed posts has loaded none of them; the first image loads the image library alone', async () => {
    const dataDir = freshDataDir();
    const record = path.join(dataDir, 'imports.txt');
    const loaded = () =>
      (existsSync(record) ? readFileSync(record, 'utf8').split('\n') : []).filter(Boolean);
    server = startServerProcess(
      {
        DATA_DIR: dataDir,
        QUEUE_WORKER: 'false',
        IMPORT_PROBE_FILE: record,
        IMPORT_PROBE_PACKAGES: LAZY.join(','),
      },
      ['--import', PROBE],
    );
    const url = await server.running;
    const headers = await signInOverHttp(url);
    const written = await fetch(`${url}/api/v0/posts/tweets`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(postBody()),
    });
    expect(written.status, await written.text()).toBe(201);
    expect((await fetch(`${url}/api/v0/posts/tweets`, { headers })).status).toBe(200);
    expect(loaded()).toEqual([]);

    const form = new FormData();
    form.append('file', new Blob([ONE_PIXEL_PNG], { type: 'image/png' }), 'dot.png');
    const uploaded = await fetch(`${url}/api/v0/media`, { method: 'POST', headers, body: form });
    expect(uploaded.status).toBe(201);
    expect(await uploaded.json()).toMatchObject({ media: { width: 1, height: 1 } });
    expect(loaded()).toEqual(['sharp']);
  });
});

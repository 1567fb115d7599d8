import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app';

describe('serving the web app', () => {
  const app = useTestApp(() => {
    const dist = mkdtempSync(path.join(tmpdir(), 'quillpost-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Quillpost</title><div id="root"></div>',
    );
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    return { webDistDir: dist };
  });

  it.each(['/', '/dashboard/all-tweets', '/auth/login?token=abc', '/pricing', '/no/such/page'])(
    'answers %s with the app shell',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets with a long cache lifetime', async () => {
    const response = await app.inject('/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset or API path with a JSON 404, not the shell', async () => {
    for (const url of ['/assets/missing.js', '/api/v0/unknown']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
  });
});

describe('serving the prerendered marketing pages', () => {
  const app = useTestApp(() => {
    const dist = mkdtempSync(path.join(tmpdir(), 'quillpost-dist-'));
    mkdirSync(path.join(dist, 'prerendered'));
    writeFileSync(path.join(dist, 'index.html'), '<div id="root"></div>');
    writeFileSync(path.join(dist, 'prerendered', 'index.html'), '<h1>Landing</h1>');
    writeFileSync(path.join(dist, 'prerendered', 'pricing.html'), '<h1>Pricing</h1>');
    writeFileSync(path.join(dist, 'prerendered', 'pricing.html.br'), 'brotli bytes');
    return { webDistDir: dist };
  });

  it.each([
    ['/', '<h1>Landing</h1>'],
    ['/?ref=x', '<h1>Landing</h1>'],
    ['/pricing', '<h1>Pricing</h1>'],
    ['/about', '<div id="root"></div>'],
    ['/dashboard', '<div id="root"></div>'],
  ])('answers %s with its page', async (url, body) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(body);
  });

  it('sends the precompressed page to a browser that accepts it', async () => {
    const response = await app.inject({ url: '/pricing', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe('brotli bytes');
  });
});

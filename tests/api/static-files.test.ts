// The built app's files: served from the build's brotli or gzip copy to a browser that accepts
// it, plain to one that does not, and cached for a year when their names are hashed.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../build/precompress';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('built files', () => {
  let t: TestApp;
  let dist = '';
  const script = `export const words = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `word ${i}`))};\n`;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'gallery-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(path.join(dist, 'assets'));
    const file = path.join(dist, 'assets', 'words-1a2b.js');
    writeFileSync(file, script);
    await precompress(file);
    t = await createTestApp({}, { staticDir: dist });
  });
  afterAll(async () => {
    await t?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  const get = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/assets/words-1a2b.js', headers });

  it("sends the build's compressed copy the browser accepts, the same script", async () => {
    const br = await get({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload).toEqual(readFileSync(path.join(dist, 'assets', 'words-1a2b.js.br')));
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);

    const gz = await get({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("serves a page at any other path, and the build's copies only through their file", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/art-categories' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const copy = await t.app.inject({ method: 'GET', url: '/assets/words-1a2b.js.br' });
    expect(copy.statusCode).toBe(404);
    expect(copy.headers['content-type']).toMatch(/text\/html/);
  });
});

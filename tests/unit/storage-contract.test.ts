// One contract for every file store: the local folder, and the S3 store against a real
// S3-protocol server (s3rver from npm, on 127.0.0.1): signed HTTP requests, XML error answers,
// bodies streamed over the wire, keys percent-encoded in the URL.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../../server/services/s3-storage';
import { LocalStorage, type FileStorage } from '../../server/services/storage';
import { startS3, type RunningS3 } from '../helpers/s3-server';

let s3: RunningS3;
beforeAll(async () => {
  s3 = await startS3();
});
const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  await s3?.stop();
});
const localFolder = () => {
  folders.push(mkdtempSync(path.join(tmpdir(), 'gallery-storage-')));
  return folders.at(-1)!;
};

let prefixes = 0;
const stores: Array<[string, () => FileStorage]> = [
  ['local folder', () => new LocalStorage(localFolder())],
  // Each test gets a prefix of its own in the one bucket.
  ['S3', () => new S3Storage(s3.client(), s3.bucket, `contract/${++prefixes}`)],
];

async function streamed(store: FileStorage, key: string): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const c of store.stream(key)) chunks.push(Buffer.from(c as Uint8Array));
  return chunks;
}

describe.each(stores)('file storage contract: %s', (_name, make) => {
  it('writes, reads, streams, sizes and removes a file', async () => {
    const store = make();
    const data = Buffer.from('original scan bytes');
    expect(await store.exists('originals/1.jpg')).toBe(false);
    await store.write('originals/1.jpg', data);
    expect(await store.exists('originals/1.jpg')).toBe(true);
    expect(await store.read('originals/1.jpg')).toEqual(data);
    expect(Buffer.concat(await streamed(store, 'originals/1.jpg'))).toEqual(data);
    expect(await store.size('originals/1.jpg')).toBe(data.length);
    await store.remove('originals/1.jpg');
    expect(await store.exists('originals/1.jpg')).toBe(false);
  });

  it('streams a large original in pieces, byte for byte', async () => {
    const store = make();
    const data = randomBytes(6 * 1024 * 1024);
    await store.write('originals/big.tif', data);
    const chunks = await streamed(store, 'originals/big.tif');
    expect(chunks.length).toBeGreaterThan(1);
    expect(Buffer.concat(chunks).equals(data)).toBe(true);
    expect(await store.size('originals/big.tif')).toBe(data.length);
  });

  it('lets a reader stop part way, and still serves the file after', async () => {
    const store = make();
    const data = randomBytes(4 * 1024 * 1024);
    await store.write('originals/left.jpg', data);
    for await (const chunk of store.stream('originals/left.jpg')) {
      expect((chunk as Buffer).length).toBeGreaterThan(0);
      break; // a client gone mid-download
    }
    expect((await store.read('originals/left.jpg')).equals(data)).toBe(true);
  });

  it('keeps a key with spaces and non-ASCII letters as written', async () => {
    const store = make();
    const key = 'public/media/Blue Harbour at Dawn — Ærø №2 ü.jpg';
    await store.write(key, Buffer.from('harbour'));
    expect(await store.exists(key)).toBe(true);
    expect((await store.read(key)).toString()).toBe('harbour');
    expect(Buffer.concat(await streamed(store, key)).toString()).toBe('harbour');
    expect(await store.size(key)).toBe(7);
    expect(await store.exists('public/media/Blue Harbour at Dawn.jpg')).toBe(false);
    await store.remove(key);
    expect(await store.exists(key)).toBe(false);
  });

  it('replaces a file whole', async () => {
    const store = make();
    await store.write('derived/2/600.jpg', Buffer.from('old'));
    await store.write('derived/2/600.jpg', Buffer.from('newer'));
    expect((await store.read('derived/2/600.jpg')).toString()).toBe('newer');
    expect(await store.size('derived/2/600.jpg')).toBe(5);
  });

  it('fails to read, stream or size a missing file, and removing one is fine', async () => {
    const store = make();
    await expect(store.read('nope.jpg')).rejects.toThrow();
    await expect(streamed(store, 'nope.jpg')).rejects.toThrow();
    await expect(store.size('nope.jpg')).rejects.toThrow();
    expect(await store.exists('nope.jpg')).toBe(false);
    await expect(store.remove('nope.jpg')).resolves.toBeUndefined();
  });

  it('refuses keys that climb out of the store', async () => {
    const store = make();
    await expect(store.write('../escape.txt', Buffer.from('x'))).rejects.toThrow(/Bad storage key/);
  });
});

describe('S3 objects', () => {
  it('are kept under the configured prefix', async () => {
    await new S3Storage(s3.client(), s3.bucket, 'prefixed').write('public/a.png', Buffer.from('x'));
    const listed = await s3
      .client()
      .send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'prefixed/' }));
    expect(listed.Contents?.map((o) => o.Key)).toEqual(['prefixed/public/a.png']);
  });

  it.each([
    ['originals/1/scan.tif', 'image/tiff'],
    ['derived/images/1/600.jpg', 'image/jpeg'],
    ['public/frames/oak.png', 'image/png'],
    ['public/media/intro.mp4', 'video/mp4'],
    ['invoices/7.pdf.part', 'application/octet-stream'],
  ])('are labelled with their content type: %s is %s', async (key, type) => {
    await new S3Storage(s3.client(), s3.bucket, 'typed').write(key, Buffer.from('x'));
    const head = await s3
      .client()
      .send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `typed/${key}` }));
    expect(head.ContentType).toBe(type);
    const got = await s3
      .client()
      .send(new GetObjectCommand({ Bucket: s3.bucket, Key: `typed/${key}` }));
    expect(got.ContentType).toBe(type);
    await got.Body?.transformToByteArray();
  });
});

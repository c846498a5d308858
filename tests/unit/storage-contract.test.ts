// One contract for every file store: the local folder and the S3 store (here against an
// in-memory S3 that answers the four commands the store sends, as S3 does, 404s included).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { S3Storage, type S3Sender } from '../../server/services/s3-storage';
import { LocalStorage, type FileStorage } from '../../server/services/storage';

function memoryS3(): S3Sender & { keys: () => string[] } {
  const objects = new Map<string, Buffer>();
  const missing = () =>
    Object.assign(new Error('NotFound'), { name: 'NotFound', $metadata: { httpStatusCode: 404 } });
  const send = (command: unknown): Promise<unknown> => {
    const input = (command as { input: { Bucket: string; Key: string; Body?: Buffer } }).input;
    const id = `${input.Bucket}/${input.Key}`;
    if (command instanceof PutObjectCommand) objects.set(id, Buffer.from(input.Body!));
    else if (command instanceof GetObjectCommand) {
      const body = objects.get(id);
      if (!body) return Promise.reject(Object.assign(missing(), { name: 'NoSuchKey' }));
      return Promise.resolve({ Body: Readable.from([body]) });
    } else if (command instanceof HeadObjectCommand) {
      const body = objects.get(id);
      return body ? Promise.resolve({ ContentLength: body.length }) : Promise.reject(missing());
    } else if (command instanceof DeleteObjectCommand) objects.delete(id);
    return Promise.resolve({});
  };
  return { send: send as S3Sender['send'], keys: () => [...objects.keys()] };
}

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
const localFolder = () => {
  folders.push(mkdtempSync(path.join(tmpdir(), 'gallery-storage-')));
  return folders.at(-1)!;
};

const stores: Array<[string, () => FileStorage]> = [
  ['local folder', () => new LocalStorage(localFolder())],
  ['S3', () => new S3Storage(memoryS3(), 'gallery', 'prod')],
];

async function streamed(store: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of store.stream(key)) chunks.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
}

describe.each(stores)('file storage contract: %s', (_name, make) => {
  it('writes, reads, streams, sizes and removes a file', async () => {
    const store = make();
    const data = Buffer.from('original scan bytes');
    expect(await store.exists('originals/1.jpg')).toBe(false);
    await store.write('originals/1.jpg', data);
    expect(await store.exists('originals/1.jpg')).toBe(true);
    expect(await store.read('originals/1.jpg')).toEqual(data);
    expect(await streamed(store, 'originals/1.jpg')).toEqual(data);
    expect(await store.size('originals/1.jpg')).toBe(data.length);
    await store.remove('originals/1.jpg');
    expect(await store.exists('originals/1.jpg')).toBe(false);
  });

  it('replaces a file whole', async () => {
    const store = make();
    await store.write('derived/2/600.jpg', Buffer.from('old'));
    await store.write('derived/2/600.jpg', Buffer.from('newer'));
    expect((await store.read('derived/2/600.jpg')).toString()).toBe('newer');
  });

  it('fails to read a missing file, and removing one is fine', async () => {
    const store = make();
    await expect(store.read('nope.jpg')).rejects.toThrow();
    await expect(streamed(store, 'nope.jpg')).rejects.toThrow();
    await expect(store.remove('nope.jpg')).resolves.toBeUndefined();
  });

  it('refuses keys that climb out of the store', async () => {
    const store = make();
    await expect(store.write('../escape.txt', Buffer.from('x'))).rejects.toThrow(/Bad storage key/);
  });
});

it('keeps S3 objects under the configured prefix', async () => {
  const s3 = memoryS3();
  await new S3Storage(s3, 'gallery', 'prod').write('public/a.png', Buffer.from('x'));
  expect(s3.keys()).toEqual(['gallery/prod/public/a.png']);
});

// File storage in an S3-compatible bucket (AWS S3, MinIO, R2...), for several server processes
// on several machines. Chosen with STORAGE_URL=s3://bucket/optional/prefix; credentials and
// region come from the usual AWS_* variables, S3_ENDPOINT for a non-AWS store.
import type { Readable } from 'node:stream';
import { PassThrough, pipeline } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { contentTypeOf } from './content-types';
import type { FileStorage } from './storage';

/** The part of S3Client this store uses. */
export type S3Sender = Pick<S3Client, 'send'>;

const isMissing = (error: unknown) =>
  (error as { name?: string; $metadata?: { httpStatusCode?: number } }).name === 'NoSuchKey' ||
  (error as { name?: string }).name === 'NotFound' ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

export class S3Storage implements FileStorage {
  constructor(
    private readonly client: S3Sender,
    private readonly bucket: string,
    private readonly prefix = '',
  ) {}

  static fromUrl(url: string, endpoint?: string): S3Storage {
    const parsed = new URL(url);
    const client = new S3Client({
      ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    });
    return new S3Storage(client, parsed.hostname, parsed.pathname.replace(/^\/+|\/+$/g, ''));
  }

  private key(key: string): string {
    if (key.split('/').includes('..')) throw new Error(`Bad storage key ${key}`);
    return this.prefix ? `${this.prefix}/${key}` : key;
  }

  async write(key: string, data: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.key(key),
        Body: data,
        ContentType: contentTypeOf(key) ?? 'application/octet-stream',
      }),
    );
  }

  async read(key: string): Promise<Buffer> {
    const res = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: this.key(key) }),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of res.Body as Readable) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }

  stream(key: string): Readable {
    const out = new PassThrough();
    this.client
      .send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(key) }))
      // pipeline, not pipe: a reader that stops early (a client gone mid-download) also ends
      // the S3 response, instead of leaving its connection stalled open.
      .then((res) => pipeline(res.Body as Readable, out, () => undefined))
      .catch((error: unknown) => out.destroy(error as Error));
    return out;
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async size(key: string): Promise<number> {
    const res = await this.client.send(
      new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(key) }),
    );
    return res.ContentLength ?? 0;
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
  }

  localPath(): undefined {
    return undefined;
  }
}

// A real S3-protocol server for a test file: s3rver (from npm) on 127.0.0.1 at a free port,
// keeping its objects in a temporary folder. The S3 store talks to it over HTTP exactly as it
// talks to AWS S3 or MinIO: signed requests, XML errors, streamed bodies.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's one accepted key pair. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface RunningS3 {
  endpoint: string;
  bucket: string;
  /** A client signed in to this server (what S3Storage.fromUrl builds from AWS_* variables). */
  client(): S3Client;
  /** The variables that point the server's storage at this bucket, under `prefix`. */
  env(prefix: string): Record<string, string>;
  stop(): Promise<void>;
}

export async function startS3(bucket = 'gallery'): Promise<RunningS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    client: () =>
      new S3Client({
        endpoint,
        forcePathStyle: true,
        region: 'us-east-1',
        credentials: S3RVER_CREDENTIALS,
      }),
    env: (prefix) => ({
      STORAGE_URL: `s3://${bucket}/${prefix}`,
      S3_ENDPOINT: endpoint,
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      AWS_REGION: 'us-east-1',
    }),
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

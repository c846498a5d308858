// The server on S3 storage, end to end against a real S3-protocol server (s3rver from npm on
// 127.0.0.1): an admin uploads an original, the previews are made from it in the background,
// a visitor gets a preview, and the artist downloads a custom size rendered from the original,
// every byte going through the bucket and none through the data folder.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminArtist, UploadResult } from '../../src/domain/admin/gallery';
import { makeOriginal } from '../factories/originals';
import { makeCategory } from '../factories/storefront';
import { createUser, type TestUser } from '../factories/users';
import { HttpClient } from '../helpers/http-client';
import { multipartBody } from '../helpers/multipart';
import { startS3, type RunningS3 } from '../helpers/s3-server';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('upload to download on S3 storage', () => {
  let s3: RunningS3;
  let t: TestApp;
  let admin: HttpClient;
  let painter: TestUser;
  let imageId: number;

  beforeAll(async () => {
    s3 = await startS3();
    const env = s3.env('shop');
    // The AWS SDK reads the key pair and region from the environment, as in production.
    for (const name of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_REGION'])
      vi.stubEnv(name, env[name]);
    t = await createTestApp({ STORAGE_URL: env.STORAGE_URL!, S3_ENDPOINT: env.S3_ENDPOINT! });
    const adminUser = await createUser(t.ctx.db, { admin: true });
    painter = await createUser(t.ctx.db, { name: 'Paula Painter' });
    admin = new HttpClient(t);
    await admin.login(adminUser.email, adminUser.password);
  });
  afterAll(async () => {
    try {
      await t?.close();
    } finally {
      await s3?.stop();
      vi.unstubAllEnvs();
    }
  });

  const objects = async () =>
    (
      await s3.client().send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'shop/' }))
    ).Contents?.map((o) => o.Key!) ?? [];

  it('stores an uploaded original in the bucket, labelled with its type', async () => {
    const artist = (
      await admin.post('/api/admin/artists', { name: 'Paula Painter', user_id: painter.id })
    ).json<{ data: AdminArtist }>().data;
    const category = await makeCategory(t.ctx.db, { name: 'Seascape' });
    const { body, headers } = multipartBody({ category_id: String(category.id) }, [
      {
        filename: 'Blue Harbour at Dawn.tif',
        contentType: 'image/tiff',
        data: await makeOriginal('tiff', 1600, 1000),
      },
    ]);
    const res = await admin.request('POST', `/api/admin/artists/${artist.id}/images`, body, {
      headers,
    });
    expect(res.statusCode).toBe(201);
    imageId = res.json<UploadResult>().data[0]!.id;

    const { original_path } = await t.ctx.db
      .selectFrom('images')
      .select('original_path')
      .where('id', '=', imageId)
      .executeTakeFirstOrThrow();
    expect(await objects()).toContain(`shop/${original_path}`);
    const head = await s3
      .client()
      .send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `shop/${original_path}` }));
    expect(head.ContentType).toBe('image/tiff');
    expect(existsSync(path.join(t.dataDir, 'storage'))).toBe(false);
  });

  it('makes the previews into the bucket and serves them from it', async () => {
    await t.ctx.jobs.drain();
    expect(await objects()).toEqual(
      expect.arrayContaining(
        ['300.jpg', '600.webp', '1200.webp'].map((v) => `shop/derived/images/${imageId}/${v}`),
      ),
    );
    // A new upload is not in the market yet: its pictures are the admin's and the artist's.
    const preview = await admin.get(`/media/images/${imageId}/resized/600.jpg`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(preview.rawPayload).metadata()).toMatchObject({ width: 600, height: 375 });
  });

  it("renders the artist's download from the original in the bucket", async () => {
    const artist = new HttpClient(t);
    await artist.login(painter.email, painter.password);
    const link = await artist.get(`/api/images/${imageId}/download?width=800&height=500&unit=px`);
    expect(link.statusCode).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: link.json<{ url: string }>().url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 800,
      height: 500,
    });
  });

  it('answers 404 for a public picture the bucket does not have', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/frames/never-uploaded.png' });
    expect(res.statusCode).toBe(404);
  });
});

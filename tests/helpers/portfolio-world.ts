// The people and pictures the portfolio tests act on, in one line: two artists with images whose
// originals are real JPEGs in storage, a customer, an admin, a guest, and a signed-in client for
// each. `const w = await portfolioWorld(t)`.
import sharp from 'sharp';
import { makeCategory, makeImage, type ImageOverrides } from '../factories/storefront';
import { createUser, TEST_PASSWORD, type TestUser } from '../factories/users';
import { HttpClient } from './http-client';
import type { TestApp } from './test-app';

/** A small real JPEG (a gradient, so resizes are real work) of the given size. */
export async function jpegOf(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      raw[o] = Math.round((255 * x) / width);
      raw[o + 1] = Math.round((255 * y) / height);
      raw[o + 2] = 128;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** An image of `artistId` with a real original of pixelWidth x pixelHeight in storage. */
export async function makeImageWithOriginal(
  t: TestApp,
  artistId: number,
  overrides: ImageOverrides & { pixel_width?: number; pixel_height?: number } = {},
) {
  const width = overrides.pixel_width ?? 300;
  const height = overrides.pixel_height ?? 200;
  const image = await makeImage(t.ctx.db, artistId, {
    ...overrides,
    pixel_width: width,
    pixel_height: height,
  });
  await t.ctx.storage.write(image.original_path, await jpegOf(width, height));
  return image;
}

export async function signedIn(t: TestApp, user: TestUser): Promise<HttpClient> {
  const client = new HttpClient(t);
  await client.login(user.email, TEST_PASSWORD);
  return client;
}

export interface PortfolioWorld {
  artist: TestUser & { artist_id: number };
  otherArtist: TestUser & { artist_id: number };
  customer: TestUser;
  admin: TestUser;
  categories: { landscapes: number; portraits: number };
  clients: {
    artist: HttpClient;
    otherArtist: HttpClient;
    customer: HttpClient;
    admin: HttpClient;
    guest: HttpClient;
  };
}

const asArtist = (u: TestUser) => u as TestUser & { artist_id: number };

export async function portfolioWorld(t: TestApp): Promise<PortfolioWorld> {
  const db = t.ctx.db;
  const artist = asArtist(await createUser(db, { artist: true, name: 'Ada Painter' }));
  const otherArtist = asArtist(await createUser(db, { artist: true, name: 'Ben Sketcher' }));
  const customer = await createUser(db, { name: 'Cleo Buyer' });
  const admin = await createUser(db, { admin: true, name: 'Dora Admin' });
  const landscapes = (await makeCategory(db, { name: `Landscapes ${artist.id}` })).id;
  const portraits = (await makeCategory(db, { name: `Portraits ${artist.id}` })).id;
  return {
    artist,
    otherArtist,
    customer,
    admin,
    categories: { landscapes, portraits },
    clients: {
      artist: await signedIn(t, artist),
      otherArtist: await signedIn(t, otherArtist),
      customer: await signedIn(t, customer),
      admin: await signedIn(t, admin),
      guest: new HttpClient(t),
    },
  };
}

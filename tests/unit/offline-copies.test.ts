import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../src/data/api-client';
import { localDb } from '../../src/data/local-db';
import { forgetOfflineCopies, withOfflineCopy } from '../../src/data/offline-copies';

const cart = z.object({ total_items: z.number() });
const offline = () => Promise.reject(new ApiError(undefined, 'API Error, please try again.'));

beforeEach(async () => {
  await localDb.pages.clear();
});

describe('offline copies of private answers', () => {
  it('answers offline with the last answer, and only offline', async () => {
    await withOfflineCopy('cart:1', cart, () => Promise.resolve({ total_items: 2 }));
    await expect(withOfflineCopy('cart:1', cart, offline)).resolves.toEqual({ total_items: 2 });

    const signedOut = () => Promise.reject(new ApiError(401, 'Unauthenticated.'));
    await expect(withOfflineCopy('cart:1', cart, signedOut)).rejects.toMatchObject({ status: 401 });
    const refused = () => Promise.reject(new ApiError(422, 'The given data was invalid.'));
    await expect(withOfflineCopy('cart:1', cart, refused)).rejects.toMatchObject({ status: 422 });
  });

  it('treats a server going down (503) like no network', async () => {
    await withOfflineCopy('cart:3', cart, () => Promise.resolve({ total_items: 4 }));
    const goingDown = () => Promise.reject(new ApiError(503, 'API Error, please try again.'));
    await expect(withOfflineCopy('cart:3', cart, goingDown)).resolves.toEqual({ total_items: 4 });
  });

  it('has nothing to offer for what was never seen, or after logout', async () => {
    await expect(withOfflineCopy('cart:2', cart, offline)).rejects.toBeInstanceOf(ApiError);
    await withOfflineCopy('cart:2', cart, () => Promise.resolve({ total_items: 1 }));
    await localDb.pages.put({ key: 'catalogue', data: 1, fetchedAt: 0 });

    await forgetOfflineCopies();
    await expect(withOfflineCopy('cart:2', cart, offline)).rejects.toBeInstanceOf(ApiError);
    expect(await localDb.pages.get('catalogue')).toBeDefined();
  });
});

// The pricing client: the config lists go to the worker once (and again when they change), a
// slow worker answer loses only that call to the main thread, the next call goes to the worker
// again, and no timer outlives its answer.
import type { Remote } from 'comlink';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConfigurationPrice } from '../../src/domain/pricing';
import { pricingClient, type PriceRequest } from '../../src/features/configurator/pricing-client';
import type { PricingApi } from '../../workers/pricing.worker';

const fromWorker = { total: 1 } as unknown as ConfigurationPrice;
const fromMainThread = { total: 2 } as unknown as ConfigurationPrice;
const lists = {} as PriceRequest['lists'];
const request = { lists } as PriceRequest;

/** A worker whose answers come when the test says so. */
function fakeWorker() {
  const pending: ((price: ConfigurationPrice) => void)[] = [];
  const remote = {
    useLists: vi.fn(() => Promise.resolve()),
    price: vi.fn(() => new Promise<ConfigurationPrice>((resolve) => pending.push(resolve))),
  } as unknown as Remote<PricingApi>;
  return { remote, answer: () => pending.shift()!(fromWorker) };
}

describe('pricing client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('prices in the worker and leaves no timer behind', async () => {
    const w = fakeWorker();
    const fallback = vi.fn(() => fromMainThread);
    const client = pricingClient(() => w.remote, fallback, 3000);
    const price = client.priceOnce(request);
    w.answer();
    await expect(price).resolves.toBe(fromWorker);
    expect(vi.getTimerCount()).toBe(0);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('sends the config lists once, and again only when they change', async () => {
    const w = fakeWorker();
    const client = pricingClient(
      () => w.remote,
      () => fromMainThread,
      3000,
    );
    for (const req of [request, request, { ...request, lists: { ...lists } }]) {
      const price = client.priceOnce(req);
      w.answer();
      await expect(price).resolves.toBe(fromWorker);
    }
    expect(w.remote.useLists).toHaveBeenCalledTimes(2);
    expect(w.remote.price).toHaveBeenCalledTimes(3);
  });

  it('answers a slow call on the main thread and tries the worker again on the next', async () => {
    const w = fakeWorker();
    const spawn = vi.fn(() => w.remote);
    const client = pricingClient(spawn, () => fromMainThread, 3000);
    const slow = client.priceOnce(request);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(slow).resolves.toBe(fromMainThread);
    w.answer(); // the late answer arrives and is ignored

    const next = client.priceOnce(request);
    w.answer();
    await expect(next).resolves.toBe(fromWorker);
    expect(w.remote.price).toHaveBeenCalledTimes(2);
    expect(spawn).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('prices on the main thread for good when the worker cannot start', async () => {
    const spawn = vi.fn((): Remote<PricingApi> => {
      throw new Error('no workers');
    });
    const client = pricingClient(spawn, () => fromMainThread, 3000);
    await expect(client.priceOnce(request)).resolves.toBe(fromMainThread);
    await expect(client.priceOnce(request)).resolves.toBe(fromMainThread);
    expect(spawn).toHaveBeenCalledTimes(1);
  });

  it('prices on the main thread for good once the worker reported an error', async () => {
    const w = fakeWorker();
    const client = pricingClient(
      () => w.remote,
      () => fromMainThread,
      3000,
    );
    client.giveUp();
    await expect(client.priceOnce(request)).resolves.toBe(fromMainThread);
    expect(w.remote.price).not.toHaveBeenCalled();
  });
});

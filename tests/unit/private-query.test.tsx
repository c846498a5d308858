// @vitest-environment jsdom
// A signed-in user's own lists (orders, works, admin screens) live in the app's query cache under
// the user's id: a second account on the same device never sees the first one's answer, logout
// drops them, and the page on screen stays while the next one loads. A change to the cart made
// while it was being loaded is never lost to the answer asked for before it.
import { QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cartChanged, SERVER_CART } from '../../src/data/cart-changes';
import { usePrivateQuery } from '../../src/data/private-query';
import { forgetPrivateQueries, privateKey, queryClient } from '../../src/data/query-client';
import type { SessionUser } from '../../src/domain/user';
import { Provider, createStore } from '../../src/state/jotai';
import { userAtom } from '../../src/state/session';

const store = createStore();
const signIn = (id: number) => store.set(userAtom, { id } as SessionUser);

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <Provider store={store}>{children}</Provider>
  </QueryClientProvider>
);

/** A server whose answers the test releases one by one. */
function server() {
  const waiting: { answer: (rows: string) => void; key: string }[] = [];
  return {
    load: (key: string) => () => new Promise<string>((answer) => waiting.push({ answer, key })),
    answer: (rows: string) => waiting.shift()!.answer(rows),
    asked: () => waiting.map((w) => w.key),
  };
}

afterEach(() => {
  cleanup();
  queryClient.clear();
});

describe('usePrivateQuery', () => {
  it("never shows one account's list to the next account on the device", async () => {
    signIn(1);
    const api = server();
    const { result } = renderHook(() => usePrivateQuery(['orders'], api.load('orders')), {
      wrapper,
    });
    act(() => api.answer("Ana's orders"));
    await waitFor(() => expect(result.current.data).toBe("Ana's orders"));

    act(() => signIn(2));
    expect(result.current.data).not.toBe("Ana's orders");
    await waitFor(() => expect(api.asked()).toEqual(['orders']));
    act(() => api.answer("Ben's orders"));
    await waitFor(() => expect(result.current.data).toBe("Ben's orders"));
  });

  it('keeps the page on screen, dimmed, while the next page loads', async () => {
    signIn(1);
    const api = server();
    const { result, rerender } = renderHook(
      ({ page }: { page: number }) => usePrivateQuery(['orders', page], api.load(`page ${page}`)),
      { wrapper, initialProps: { page: 1 } },
    );
    act(() => api.answer('page 1 rows'));
    await waitFor(() => expect(result.current.loading).toBe(false));

    rerender({ page: 2 });
    await waitFor(() => expect(api.asked()).toEqual(['page 2']));
    expect(result.current).toMatchObject({ data: 'page 1 rows', loading: true });
    act(() => api.answer('page 2 rows'));
    await waitFor(() =>
      expect(result.current).toMatchObject({ data: 'page 2 rows', loading: false }),
    );
  });

  it('forgets every private answer at logout', async () => {
    signIn(1);
    const api = server();
    renderHook(() => usePrivateQuery(['orders'], api.load('orders')), { wrapper });
    act(() => api.answer("Ana's orders"));
    await waitFor(() =>
      expect(queryClient.getQueryData(['private', 1, 'orders'])).toBe("Ana's orders"),
    );
    forgetPrivateQueries();
    expect(queryClient.getQueryData(['private', 1, 'orders'])).toBeUndefined();
  });
});

describe('cartChanged', () => {
  it('loads the cart again when it changed while its first answer was on the way', async () => {
    let asked = 0;
    let answerFirst!: (cart: string) => void;
    const first = new Promise<string>((resolve) => (answerFirst = resolve));
    const cart = new QueryObserver<string>(queryClient, {
      queryKey: privateKey(1, SERVER_CART),
      queryFn: () => (++asked === 1 ? first : Promise.resolve('with the merged item')),
    });
    const stop = cart.subscribe(() => undefined);
    await waitFor(() => expect(asked).toBe(1));
    // The guest's item reached the server after the cart was asked for.
    cartChanged();
    answerFirst('empty');
    await waitFor(() => expect(cart.getCurrentResult().data).toBe('with the merged item'));
    stop();
  });
});

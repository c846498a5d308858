// @vitest-environment jsdom
// A screen or a list that could not be loaded says why in words that are true: offline only when
// the browser is offline; online, a gallery out of reach (no answer, a gateway's 502-504) or a
// server failing (500), each with Try again; and a page whose own title could not be loaded
// shows its name rather than a skeleton for good.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_ERROR_MESSAGE, ApiError } from '../../src/data/api-client';
import { LoadFailureAlert } from '../../src/features/content/load-failure-alert';
import {
  NOT_LOADED_OFFLINE,
  SERVER_FAILED_REASON,
  UNREACHABLE_REASON,
} from '../../src/features/content/load-failure-reason';
import { NOT_SAVED_OFFLINE } from '../../src/features/content/not-saved-offline';
import { PageHero } from '../../src/features/content/page-hero';
import { createStore, Provider } from '../../src/state/jotai';
import { onlineAtom } from '../../src/state/online';
import { RouteError } from '../../src/ui/layout/route-error';
import { renderInRouter } from '../helpers/render-in-router';

const NO_ANSWER = new ApiError(undefined, API_ERROR_MESSAGE);
const GATEWAY_DOWN = new ApiError(503, API_ERROR_MESSAGE);
const SERVER_ERROR = new ApiError(500, API_ERROR_MESSAGE);

async function show(ui: ReactNode, online = true) {
  const store = createStore();
  store.set(onlineAtom, online);
  await renderInRouter(<Provider store={store}>{ui}</Provider>);
}

afterEach(cleanup);

describe('a screen that could not be loaded (the route error)', () => {
  it.each([
    ['no answer', NO_ANSWER],
    ['a gateway saying the server is down', GATEWAY_DOWN],
  ])(
    'online, with %s, says the gallery could not be reached and offers a retry',
    async (_, error) => {
      await show(<RouteError error={error} reset={vi.fn()} />);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(API_ERROR_MESSAGE);
      expect(screen.getByText(UNREACHABLE_REASON)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
      expect(screen.queryByText(NOT_SAVED_OFFLINE)).toBeNull();
    },
  );

  it('on a server error does not blame the connection', async () => {
    await show(<RouteError error={SERVER_ERROR} reset={vi.fn()} />);
    expect(screen.getByText(SERVER_FAILED_REASON)).toBeTruthy();
    expect(screen.queryByText(UNREACHABLE_REASON)).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('offline says the page has not been saved for offline use', async () => {
    await show(<RouteError error={NO_ANSWER} reset={vi.fn()} />, false);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(NOT_SAVED_OFFLINE);
  });
});

describe('a list that could not be loaded (account tabs, admin screens)', () => {
  it('online and out of reach, says so and tries again on request', async () => {
    const retry = vi.fn();
    await show(
      <LoadFailureAlert title="Users could not be loaded" error={NO_ANSWER} onRetry={retry} />,
    );
    expect(screen.getByRole('alert').textContent).toContain(UNREACHABLE_REASON);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("on a server error shows the server's message", async () => {
    await show(<LoadFailureAlert error={SERVER_ERROR} onRetry={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toContain(API_ERROR_MESSAGE);
  });

  it('offline says the list shows once back online', async () => {
    await show(<LoadFailureAlert error={NO_ANSWER} onRetry={vi.fn()} />, false);
    expect(screen.getByRole('alert').textContent).toContain(NOT_LOADED_OFFLINE);
  });
});

describe('the title band', () => {
  it("shows the page's name when its own title could not be loaded", async () => {
    await show(<PageHero title={undefined} fallbackTitle="Frequently asked questions" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Frequently asked questions',
    );
  });

  it('is a skeleton, not a heading, while the title loads', async () => {
    await show(<PageHero title={undefined} fallbackTitle={undefined} />);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});

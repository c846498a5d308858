import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BACK_ON_SCREEN_AFTER_MS,
  EVERY_MS,
  scheduleUpdateChecks,
} from '../../src/data/update-checks';

// An app left open: the server is asked for a new version hourly while the app is on screen and
// online, and when it comes back on screen after a while, so a release reaches a tablet that was
// never reloaded.
describe('update checks of an app left open', () => {
  let visibility: DocumentVisibilityState;
  let online: boolean;
  let page: EventTarget & { visibilityState: DocumentVisibilityState };
  let checks: number;
  let stop: () => void;

  const show = (state: DocumentVisibilityState) => {
    visibility = state;
    page.dispatchEvent(new Event('visibilitychange'));
  };

  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    online = true;
    checks = 0;
    page = Object.defineProperty(new EventTarget(), 'visibilityState', {
      get: () => visibility,
    }) as typeof page;
    stop = scheduleUpdateChecks(() => checks++, {
      document: page as unknown as Document,
      online: () => online,
      now: () => Date.now(),
    });
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('asks every hour while the app is on screen', () => {
    vi.advanceTimersByTime(EVERY_MS * 3);
    expect(checks).toBe(3);
  });

  it('does not ask while hidden or offline', () => {
    show('hidden');
    vi.advanceTimersByTime(EVERY_MS);
    expect(checks).toBe(0);
    online = false;
    show('visible');
    vi.advanceTimersByTime(EVERY_MS);
    expect(checks).toBe(0);
  });

  it('asks when the app comes back on screen after a while, not on every switch', () => {
    show('hidden');
    vi.advanceTimersByTime(60_000);
    show('visible');
    expect(checks).toBe(0);
    show('hidden');
    vi.advanceTimersByTime(BACK_ON_SCREEN_AFTER_MS);
    show('visible');
    expect(checks).toBe(1);
  });

  it('stops when told to', () => {
    stop();
    vi.advanceTimersByTime(EVERY_MS * 2);
    show('hidden');
    vi.advanceTimersByTime(BACK_ON_SCREEN_AFTER_MS);
    show('visible');
    expect(checks).toBe(0);
  });
});

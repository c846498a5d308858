// @vitest-environment jsdom
// A logout sent offline is sent again once the connection returns, so a shared device does not
// stay signed in on the server; a sign-in meanwhile cancels it, so it never signs out the next.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/data/api-client';
import { api } from '../../src/data/api-client';
import type * as ApiClient from '../../src/data/api-client';
import { login } from '../../src/data/auth-api';
import {
  clearPendingLogout,
  LOGOUT_RETRY_MS,
  logoutPending,
  noteFailedLogout,
  sendPendingLogout,
  watchPendingLogout,
} from '../../src/data/pending-logout';

vi.mock('../../src/data/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: vi.fn().mockResolvedValue(undefined),
}));

const offline = () => new ApiError(undefined, 'Failed to fetch');

describe('a logout the server did not get', () => {
  afterEach(() => localStorage.clear());

  it('is kept when offline or the server failed, not when the session is gone already', () => {
    noteFailedLogout(offline());
    expect(logoutPending()).toBe(true);
    clearPendingLogout();
    noteFailedLogout(new ApiError(502, 'Server Error'));
    expect(logoutPending()).toBe(true);
    clearPendingLogout();
    noteFailedLogout(new ApiError(401, 'Unauthenticated.'));
    expect(logoutPending()).toBe(false);
  });

  it('is sent when the connection returns, until the server has it', async () => {
    noteFailedLogout(offline());
    const send = vi.fn().mockRejectedValueOnce(offline()).mockResolvedValueOnce(undefined);
    const stop = watchPendingLogout(send);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(logoutPending()).toBe(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(logoutPending()).toBe(false));
    expect(send).toHaveBeenCalledTimes(2);
    stop();
  });

  it('is sent again while the browser says online all along (the shop did not answer)', async () => {
    vi.useFakeTimers();
    try {
      noteFailedLogout(new ApiError(502, 'Server Error'));
      const send = vi.fn().mockRejectedValueOnce(new ApiError(502, 'Server Error'));
      const stop = watchPendingLogout(send.mockResolvedValue(undefined));
      await vi.advanceTimersByTimeAsync(0);
      expect(logoutPending()).toBe(true);
      await vi.advanceTimersByTimeAsync(LOGOUT_RETRY_MS);
      expect(logoutPending()).toBe(false);
      await vi.advanceTimersByTimeAsync(LOGOUT_RETRY_MS * 3);
      expect(send).toHaveBeenCalledTimes(2);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not sent after a sign-in, which replaced that session', async () => {
    noteFailedLogout(offline());
    await login({ email: 'next@example.com', password: 'a-long-password' });
    const send = vi.fn();
    await sendPendingLogout(send);
    expect(send).not.toHaveBeenCalled();
  });

  it('is answered before a sign-in is sent, whose session its answer would clear', async () => {
    noteFailedLogout(offline());
    let answerLogout = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (answerLogout = resolve)));
    const sending = sendPendingLogout(send);
    vi.mocked(api).mockClear();
    const signingIn = login({ email: 'next@example.com', password: 'a-long-password' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(send).toHaveBeenCalledTimes(1);
    expect(api).not.toHaveBeenCalled();
    answerLogout();
    await Promise.all([sending, signingIn]);
    expect(api).toHaveBeenCalledWith(expect.anything(), 'POST', '/login', expect.anything());
  });

  it('is not sent when a sign-in had the turn before it', async () => {
    noteFailedLogout(offline());
    vi.mocked(api).mockClear();
    let answerLogin = (_: unknown) => {};
    vi.mocked(api).mockImplementationOnce(() => new Promise((resolve) => (answerLogin = resolve)));
    const signingIn = login({ email: 'next@example.com', password: 'a-long-password' });
    const send = vi.fn();
    const sending = sendPendingLogout(send);
    await vi.waitFor(() => expect(api).toHaveBeenCalled());
    answerLogin(undefined);
    await Promise.all([signingIn, sending]);
    expect(send).not.toHaveBeenCalled();
    expect(logoutPending()).toBe(false);
  });
});

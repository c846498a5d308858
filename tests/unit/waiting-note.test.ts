// What a queued write that is not refused says of itself: one being sent, or sent without an
// answer, is not "waiting for the connection".
import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '../../src/data/local-db';
import { waitingNote } from '../../src/features/cart/pending-writes';

const row = (over: Partial<OutboxRow>): OutboxRow => ({
  userId: 1,
  kind: 'cart',
  key: 'k',
  method: 'POST',
  url: '/api/cart',
  body: {},
  status: 'pending',
  mayHaveLanded: false,
  attempts: 0,
  nextAttemptAt: 0,
  error: null,
  createdAt: 0,
  ...over,
});

describe('a waiting write', () => {
  it('says where it stands', () => {
    expect(waitingNote(row({}))).toBe('Will be sent when you are back online.');
    expect(waitingNote(row({ status: 'sending' }))).toBe('Being sent now.');
    expect(waitingNote(row({ mayHaveLanded: true }))).toBe("Sent; waiting for the shop's answer.");
    // Queued by an app from before the flag: it may have been sent.
    expect(waitingNote(row({ mayHaveLanded: undefined }))).toBe(
      "Sent; waiting for the shop's answer.",
    );
  });
});

// A guest sent away from a page for logged-in users is told why, wherever the guard sent them.
import { describe, expect, it } from 'vitest';
import {
  ADMINS_ONLY_NOTICE,
  LOG_IN_FIRST_NOTICE,
  MEMBERS_ONLY_NOTICE,
  membersOnlyNoticeFor,
} from '../../src/features/auth/members-only';

describe('members-only notice', () => {
  it('says why for each page a guard sends a guest away from', () => {
    expect(membersOnlyNoticeFor('/order?mode=calculator')).toBe(MEMBERS_ONLY_NOTICE);
    expect(membersOnlyNoticeFor('/my-account?tab=2')).toBe(LOG_IN_FIRST_NOTICE);
    expect(membersOnlyNoticeFor('/thank-you?order=12')).toBe(LOG_IN_FIRST_NOTICE);
    expect(membersOnlyNoticeFor('/admin/orders')).toBe(ADMINS_ONLY_NOTICE);
  });

  it('says nothing without a page of the shop to go back to', () => {
    for (const redirect of [undefined, '', 'https://evil.example/', '//evil.example', '/nope']) {
      expect(membersOnlyNoticeFor(redirect), redirect).toBeNull();
    }
    expect(membersOnlyNoticeFor('/order?image_id=3&mode=create')).toBeNull();
  });
});

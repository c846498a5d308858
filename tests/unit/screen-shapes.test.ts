// Which skeleton a screen shows while its code or data is on the way: its own layout's, so a
// visitor never sees another screen's heading and tabs first.
import { describe, expect, it } from 'vitest';
import { screenShapeOf } from '../../src/ui/skeletons/screen-shapes';

describe('screen skeletons', () => {
  it("shows the thank-you page as a page of text, not as My Account's tabs", () => {
    expect(screenShapeOf('/thank-you')).toBe('text');
    expect(screenShapeOf('/my-account')).toBe('account');
  });

  it('gives each private screen its own shape', () => {
    expect(['/cart', '/checkout', '/order', '/admin/orders'].map(screenShapeOf)).toEqual([
      'cart',
      'checkout',
      'configurator',
      'admin',
    ]);
  });
});

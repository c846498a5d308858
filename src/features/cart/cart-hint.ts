// What the server may know of a guest's cart, which lives only in this browser: a cookie that says
// it is empty. With it, the server paints /cart and /checkout with the empty cart itself rather
// than a skeleton (server/http/guest-cart-hint.ts). It is written before an item goes in, and from
// the cart as IndexedDB holds it (CartBadgeSync), so it never says empty while an item is there;
// lost or expired, it says nothing, and the page is painted as a skeleton.
export const CART_HINT_COOKIE = 'gallery_cart';
const MAX_AGE_S = 400 * 24 * 3600;

export function hintGuestCart(empty: boolean): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CART_HINT_COOKIE}=${empty ? 'empty' : 'some'}; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax${secure}`;
}

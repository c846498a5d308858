// Which skeleton a screen shows while its code or its private data is on the way: the server
// paints it into pages it cannot render for the visitor (src/prerender.tsx), so no route opens on
// a white page, and the app shows it while a screen is slow to load (route-pending.tsx). Keyed by path, as the server sees the request; a path not named here is painted
// with the plain text shape.
import type { Role } from '../../domain/user';

export type ScreenShape =
  'cart' | 'checkout' | 'account' | 'configurator' | 'form' | 'text' | 'grid' | 'admin';

const SHAPES: readonly [RegExp, ScreenShape][] = [
  [/^\/cart$/, 'cart'],
  [/^\/checkout$/, 'checkout'],
  [/^\/my-account$/, 'account'],
  [/^\/order$/, 'configurator'],
  [/^\/(login|reset-password|contact-us)$/, 'form'],
  [/^\/(categories|artist-archive|art-categories|artist\/[^/]+)?$/, 'grid'],
  [/^\/admin\//, 'admin'],
];

export function screenShapeOf(pathname: string): ScreenShape {
  const path = pathname.replace(/\/+$/, '') || '/';
  return SHAPES.find(([pattern]) => pattern.test(path))?.[1] ?? 'text';
}

/** The screens painted for a signed-in visitor as theirs: the header names them. */
export const PERSONAL_SHAPES: ReadonlySet<ScreenShape> = new Set([
  'account',
  'cart',
  'checkout',
  'admin',
]);

/** What the server knows of the visitor that a skeleton may show. */
export interface SkeletonVisitor {
  /** The signed-in visitor's role: My Account's heading and tabs follow it. */
  role?: Role;
  /** The signed-in visitor's name: the header's account button shows it, not Log In. */
  name?: string;
  /** The visitor's cart is known to hold nothing: the cart and checkout show it so. */
  emptyCart?: boolean;
}

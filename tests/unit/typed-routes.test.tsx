// The route tree is typed: every screen's path and search params are known to the compiler, so a
// wrong path or search param in a Link, navigate or redirect fails `npm run typecheck` (so does
// each expected error below that stops being one). At run time: the router has exactly the
// screens the server serves (ROUTE_META), and reads and writes their search params.
import { createMemoryHistory, Link, linkOptions, redirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../../src/router';
import { ROUTE_META } from '../../src/routes/route-meta';
import { AnchorLink, ButtonLink, MenuItemLink, type ScreenPath } from '../../src/ui/router-links';

const makeRouter = (url = '/') =>
  createAppRouter(
    { currentUser: () => Promise.resolve(null) },
    createMemoryHistory({ initialEntries: [url] }),
  );

// Never called: only compiled.
export function compileTimeChecks(router: ReturnType<typeof makeRouter>) {
  void router.navigate({ to: '/cart' });
  void router.navigate({ to: '/artist-archive', search: { sort: 'newest', page: 2 } });
  // @ts-expect-error a path no route has
  void router.navigate({ to: '/no-such-route' });
  // @ts-expect-error /thank-you's search param is `order`
  void router.navigate({ to: '/thank-you', search: { orderId: 1 } });
  // @ts-expect-error the archive sorts asc, desc or newest
  void router.navigate({ to: '/artist-archive', search: { sort: 'sideways' } });
  linkOptions({ to: '/admin/orders' });
  const screens: ScreenPath[] = ['/faq', '/cart'];
  // @ts-expect-error a path no screen has, in a list of links
  screens.push('/nope');
  // @ts-expect-error a path no route has
  linkOptions({ to: '/admin/nothing' });
  // @ts-expect-error /login's `p` is register or forgot_password
  void redirect({ to: '/login', search: { p: 'signup' } });
  void router.navigate({ to: '/order', search: { mode: 'create', size: 'custom', w: 20, h: 15 } });
  // @ts-expect-error plexi is a flag
  void router.navigate({ to: '/order', search: { plexi: 'glass' } });
  return [
    <Link key="cart" to="/checkout" />,
    <ButtonLink key="button" to="/cart" variant="light" />,
    // @ts-expect-error Mantine's links are checked too
    <AnchorLink key="anchor" to="/no-such-route" />,
    // @ts-expect-error a menu item to an admin screen that does not exist
    <MenuItemLink key="menu" to="/admin/nothing" />,
    <Link key="artist" to="/artist/$slug" params={{ slug: 'elena-marsh' }} />,
    // @ts-expect-error a path no route has
    <Link key="none" to="/no-such-route" />,
    // @ts-expect-error the artist page needs its slug
    <Link key="slug" to="/artist/$slug" />,
    // @ts-expect-error the catalogue has no `colour` filter
    <Link key="search" to="/art-categories" search={{ colour: 'red' }} />,
    <Link key="order" to="/order" search={{ image_id: 1, preset: 'x', size: 16 }} />,
    // @ts-expect-error a print option is text or a number, as the URL carries it
    <Link key="option" to="/order" search={{ image_id: 1, size: {} }} />,
  ];
}

describe('typed routes', () => {
  it('has a route for every page the server serves, and no other', () => {
    const paths = Object.keys(makeRouter().routesByPath).sort();
    expect(paths).toEqual(Object.keys(ROUTE_META).sort());
  });

  it("reads the archive's search through its schema and writes it back", () => {
    const router = makeRouter('/artist-archive?sort=sideways&page=0&search=ana');
    const matched = router.matchRoutes(router.state.location).at(-1);
    expect(matched?.routeId).toBe('/artist-archive');
    expect(matched?.search).toEqual({ search: 'ana' });
    const next = router.buildLocation({
      to: '/artist-archive',
      search: { sort: 'newest', page: 2 },
    });
    expect(next.href).toBe('/artist-archive?sort=newest&page=2');
  });

  it("reads an order page's print options through its schema: a bad one is dropped", () => {
    const router = makeRouter('/order?image_id=3&mode=create&preset=x&size=abc&qty=2&color=zzz');
    const matched = router.matchRoutes(router.state.location).at(-1);
    expect(matched?.routeId).toBe('/order');
    expect(matched?.search).toEqual({ image_id: 3, mode: 'create', preset: 'x', qty: 2 });
  });
});

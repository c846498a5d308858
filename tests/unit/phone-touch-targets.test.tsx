// @vitest-environment jsdom
// Controls drawn as text or as a field's small icon still need a finger's target on a phone: the
// Users screen's markup ("10%"), the order drawer's Open invoice link (alone on its line, not a
// link in running text), an order's invoice number in My Account, the portfolio banner's link to
// the artist page, the download dialog's sizes and a select's clear button. jsdom lays nothing
// out, so each is checked against the phone rules of src/ui/touch-targets.css: one of them must
// give it 44 x 44 px.
import { MantineProvider } from '@mantine/core';
import { pageOf } from '../../src/domain/pagination';
import type { SessionUser } from '../../src/domain/user';
import { DownloadDialog } from '../../src/features/portfolio/download-dialog';
import { PortfolioBanner } from '../../src/features/portfolio/portfolio-banner';
import { createStore, Provider } from '../../src/state/jotai';
import { userAtom } from '../../src/state/session';
import { cleanup, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import postcss from 'postcss';
import '../helpers/jsdom-for-mantine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '../../src/domain/admin/users';
import { MarkupEditor } from '../../src/features/admin/users/user-actions';
import { Select } from '../../src/ui/select';
import { anAdminOrder, anOrder } from '../factories/orders';
import { portfolioWork } from '../factories/portfolio-works';
import { renderInRouter } from '../helpers/render-in-router';

const TARGET = '2.75rem';

/** The selectors the phone's media query gives a height and a width of at least 44 px. */
function phoneTargetSelectors(): string[] {
  const sheet = postcss.parse(readFileSync('src/ui/touch-targets.css', 'utf8'));
  const found: string[] = [];
  sheet.walkAtRules('media', (media) => {
    media.walkRules((rule) => {
      const sets = (props: string[]) =>
        rule.nodes.some((n) => n.type === 'decl' && props.includes(n.prop) && n.value === TARGET);
      if (sets(['min-height', 'height']) && sets(['min-width', 'width'])) {
        found.push(...rule.selectors);
      }
    });
  });
  return found;
}

/** Whether the phone's stylesheet gives `element` a 44 x 44 px target. */
const hasPhoneTarget = (element: Element) =>
  phoneTargetSelectors().some((selector) => element.matches(selector));

const order = anAdminOrder({
  invoice_link: 'https://shop.example/invoice/1007',
  status: 'invoiced',
  product_total: 40,
  total: 40,
  shipping: 10,
  total_due: 50,
});
const ownOrders = pageOf([anOrder({ invoice_id: 10003 })], 1, 10, 1);
vi.mock('../../src/data/private-query', () => ({
  usePrivateQuery: (key: readonly unknown[]) => ({
    data: key[0] === '/api/account-orders' ? ownOrders : order,
    error: undefined,
    loading: false,
    reload: () => undefined,
    setData: () => undefined,
  }),
}));
vi.mock('../../src/features/admin/orders/finalize-form', () => ({ FinalizeForm: () => null }));
vi.mock('../../src/features/admin/orders/status-form', () => ({ StatusForm: () => null }));
const { OrderDrawer } = await import('../../src/features/admin/orders/order-drawer');
const { OrdersTab } = await import('../../src/features/orders/orders-tab');

describe('on a phone, a control drawn small is given a 44 px target', () => {
  afterEach(cleanup);

  it("the Users screen's markup button", () => {
    const user = { id: 3, name: 'Paula Painter', markup: 10 } as AdminUser;
    render(
      <MantineProvider>
        <MarkupEditor user={user} onSave={() => Promise.resolve(true)} />
      </MantineProvider>,
    );
    const markup = screen.getByRole('button', { name: 'Markup of Paula Painter: 10%, change' });
    expect(hasPhoneTarget(markup)).toBe(true);
  });

  it("the order drawer's Open invoice link", async () => {
    await renderInRouter(
      <OrderDrawer orderId={7} onClose={() => undefined} onChanged={() => undefined} />,
    );
    const link = await screen.findByRole('link', { name: 'Open invoice' });
    expect(hasPhoneTarget(link)).toBe(true);
  });

  it("an order's invoice number in My Account's Orders", async () => {
    await renderInRouter(<OrdersTab />);
    const invoice = await screen.findByRole('button', { name: 'Invoice 10003, show details' });
    expect(hasPhoneTarget(invoice)).toBe(true);
  });

  it("the portfolio banner's link to the artist page", async () => {
    const store = createStore();
    store.set(userAtom, { id: 7, name: 'Elena Marsh', artist_slug: 'elena-marsh' } as SessionUser);
    await renderInRouter(
      <Provider store={store}>
        <PortfolioBanner />
      </Provider>,
    );
    expect(hasPhoneTarget(screen.getByRole('link', { name: 'View my artist page' }))).toBe(true);
  });

  it("the download dialog's sizes", async () => {
    const size = { text: '12 x 9 in', value: '12x9in', width: 12, height: 9, unit: 'in' };
    const work = portfolioWork({ ratio: 4 / 3, available_dimensions: [size] });
    await renderInRouter(<DownloadDialog image={work} onClose={() => undefined} />);
    const preset = await screen.findByRole('button', { name: 'Download 12 x 9 in' });
    expect(hasPhoneTarget(preset)).toBe(true);
  });

  it("a select's clear button", () => {
    render(
      <MantineProvider>
        <Select label="Style" data={['Abstract', 'Realism']} value="Abstract" clearable />
      </MantineProvider>,
    );
    const clear = document.querySelector('.mantine-InputClearButton-root');
    expect(clear).not.toBeNull();
    expect(hasPhoneTarget(clear!)).toBe(true);
  });
});

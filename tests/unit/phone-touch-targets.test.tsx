// @vitest-environment jsdom
// Controls drawn as text or as a field's small icon still need a finger's target on a phone: the
// Users screen's markup ("10%"), the order drawer's Open invoice link (alone on its line, not a
// link in running text) and a select's clear button. jsdom lays nothing out, so each is checked
// against the phone rules of src/ui/touch-targets.css: one of them must give it 44 x 44 px.
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import postcss from 'postcss';
import '../helpers/jsdom-for-mantine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '../../src/domain/admin/orders';
import type { AdminUser } from '../../src/domain/admin/users';
import { MarkupEditor } from '../../src/features/admin/users/user-actions';
import { Select } from '../../src/ui/select';
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

const address = {
  name: 'Cora Customer',
  line_1: '5 Quay Street',
  line_2: null,
  city: 'Portland',
  state: 'ME',
  postal_code: '04101',
  country: 'US',
};
const order: AdminOrder = {
  id: 7,
  invoice_id: 1007,
  invoice_link: 'https://shop.example/invoice/1007',
  status: 'invoiced',
  created_at: '2026-11-29T15:00:00.000Z',
  num_items: 1,
  order_items: [],
  product_total: 40,
  discount_total: 0,
  total: 40,
  shipping: 10,
  adjustments: null,
  shipping_address: address,
  billing_address: address,
  shipping_is_billing: true,
  additional_instructions: '',
  customer: { id: 4, name: 'Cora Customer', email: 'customer@example.com' },
  total_due: 50,
  history: [],
  invoices: [],
};
vi.mock('../../src/data/private-query', () => ({
  usePrivateQuery: () => ({
    data: order,
    error: undefined,
    loading: false,
    reload: () => undefined,
    setData: () => undefined,
  }),
}));
vi.mock('../../src/features/admin/orders/finalize-form', () => ({ FinalizeForm: () => null }));
vi.mock('../../src/features/admin/orders/status-form', () => ({ StatusForm: () => null }));
const { OrderDrawer } = await import('../../src/features/admin/orders/order-drawer');

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

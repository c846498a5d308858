// @vitest-environment jsdom
// An admin edits the shop's pricing constants (Testing Library over jsdom): the discount rates
// read and are typed as a percent, and are kept as the fraction the pricing engine uses.
import '../helpers/jsdom-for-mantine';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PricingForm } from '../../src/features/admin/content/pricing-form';

const pricing = { inkPrice: 0.02, loggedInDiscount: 0.1, wholesaleDiscount: 0.07 };

function renderForm() {
  const onChange = vi.fn();
  render(
    <MantineProvider>
      <PricingForm value={pricing} onChange={onChange} errors={{}} />
    </MantineProvider>,
  );
  const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
  return { onChange, field };
}

describe('pricing form', () => {
  afterEach(cleanup);

  it('names each constant in words, shows the rates as a percent and the prices in dollars', () => {
    const { field } = renderForm();
    expect(field('Logged in discount').value).toBe('10%');
    expect(field('Wholesale discount').value).toBe('7%');
    expect(field('Ink price').value).toBe('$0.02');
  });

  it('keeps a typed percent as the fraction', () => {
    const { field, onChange } = renderForm();
    fireEvent.change(field('Logged in discount'), { target: { value: '12.5%' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...pricing, loggedInDiscount: 0.125 });
    fireEvent.change(field('Ink price'), { target: { value: '$0.03' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...pricing, inkPrice: 0.03 });
  });
});

// @vitest-environment jsdom
// The shop's select, used by keyboard: ArrowDown on a closed select opens its list on the option
// already chosen, as Mantine's own does, while a select not yet focused renders no options.
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, describe, expect, it } from 'vitest';
import { Select } from '../../src/ui/select';

const SIZES = ['8 x 6 in', '12 x 9 in', '16 x 12 in', '20 x 15 in'];

function renderSelect() {
  render(
    <MantineProvider env="test">
      <Select label="Print size" data={SIZES} value="16 x 12 in" onChange={() => undefined} />
    </MantineProvider>,
  );
  return screen.getByRole('combobox', { name: 'Print size' });
}

const highlighted = () =>
  document.querySelector('[role="option"][data-combobox-selected]')?.textContent ?? null;

describe('select by keyboard', () => {
  afterEach(cleanup);

  it('renders no options before the field is focused', () => {
    renderSelect();
    expect(document.querySelectorAll('[role="option"]')).toHaveLength(0);
  });

  it('opens on the chosen option with ArrowDown, and moves on from it', () => {
    const field = renderSelect();
    fireEvent.focus(field);
    fireEvent.keyDown(field, { key: 'ArrowDown', code: 'ArrowDown' });
    expect(highlighted()).toBe('16 x 12 in');
    fireEvent.keyDown(field, { key: 'ArrowDown', code: 'ArrowDown' });
    expect(highlighted()).toBe('20 x 15 in');
  });
});

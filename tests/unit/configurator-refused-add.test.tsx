// @vitest-environment jsdom
// Add To Cart refused by the server for what was sent (the work withdrawn, an option removed)
// says the server's reason and reloads the print options; a failure that trying again may
// mend keeps the spec's message.
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoConfigLists as lists } from '../../server/db/seed/config-lists-data';
import type * as Router from '@tanstack/react-router';
import { ApiError } from '../../src/data/api-client';
import type * as CartActions from '../../src/features/cart/cart-actions';
import { applyPreset } from '../../src/domain/configurator-rules';
import { priceConfiguration } from '../../src/domain/pricing';
import { emptyPrintOptions } from '../../src/domain/print-options';
import { buyerFor } from '../../src/features/configurator/buyer';
import { ORDER_MESSAGES, OrderAction } from '../../src/features/configurator/order-action';
import { SAMPLE_IMAGE } from '../../src/features/configurator/order-source';

const mocks = vi.hoisted(() => ({
  addToCart: vi.fn(),
  toastError: vi.fn(),
  refreshConfigLists: vi.fn(() => Promise.resolve()),
}));
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<typeof Router>()),
  useNavigate: () => vi.fn(),
}));
vi.mock('../../src/features/cart/cart-actions', async (original) => ({
  ...(await original<typeof CartActions>()),
  addToCart: mocks.addToCart,
}));
vi.mock('../../src/features/configurator/pricing-client', () => ({
  priceOnce: ({ options, buyer }: { options: never; buyer: never }) =>
    Promise.resolve(priceConfiguration(options, lists, buyer)),
}));
vi.mock('../../src/ui/toast', () => ({ toastError: mocks.toastError, toastSuccess: vi.fn() }));
vi.mock('../../src/data/config-lists', () => ({ refreshConfigLists: mocks.refreshConfigLists }));

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

const image = { ...SAMPLE_IMAGE, id: 9, artistId: 4, markup: 25 };
const buyer = buyerFor(null, { artist_id: 4, markup: 25 });
const options = applyPreset(emptyPrintOptions, lists.presets[0]!, image.ratio, lists);

async function addRefusedWith(error: ApiError) {
  mocks.addToCart.mockRejectedValue(error);
  render(
    <MantineProvider>
      <OrderAction
        mode="create"
        image={image}
        options={options}
        price={priceConfiguration(options, lists, buyer)}
        lists={lists}
        buyer={buyer}
        cartItemId={null}
        onInvalid={vi.fn()}
        beforeLeave={() => Promise.resolve()}
      />
    </MantineProvider>,
  );
  fireEvent.click(screen.getByTestId('order-action'));
  await waitFor(() => expect(mocks.toastError).toHaveBeenCalledOnce());
  return mocks.toastError.mock.calls[0]![0] as string;
}

describe('Add To Cart refused', () => {
  it('says the work is no longer available, as the server does', async () => {
    const said = await addRefusedWith(
      new ApiError(422, 'This artwork is no longer available for order.', {
        image_id: ['This artwork is no longer available for order.'],
      }),
    );
    expect(said).toBe('This artwork is no longer available for order.');
  });

  it('names the option the shop no longer offers, and reloads the options', async () => {
    const said = await addRefusedWith(
      new ApiError(422, 'The selected frame is invalid.', {
        'print_options.frame': ['The selected frame is invalid.'],
      }),
    );
    expect(said).toBe('The selected frame is invalid.');
    expect(mocks.refreshConfigLists).toHaveBeenCalled();
  });

  it('asks to try again later when trying again may work (a server error, no connection)', async () => {
    expect(await addRefusedWith(new ApiError(500, 'API Error, please try again.'))).toBe(
      ORDER_MESSAGES.addFailed,
    );
    cleanup();
    vi.clearAllMocks();
    expect(await addRefusedWith(new ApiError(undefined, 'API Error, please try again.'))).toBe(
      ORDER_MESSAGES.addFailed,
    );
    expect(mocks.refreshConfigLists).not.toHaveBeenCalled();
  });
});

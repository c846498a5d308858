// The pieces around the order button: who is buying, the cart write built from a priced
// configuration, the cart item read back into the form, and which messages show before the
// first Add To Cart.
import { describe, expect, it } from 'vitest';
import { demoConfigLists as lists } from '../../server/db/seed/config-lists-data';
import { applyPreset } from '../../src/domain/configurator-rules';
import { priceConfiguration } from '../../src/domain/pricing';
import {
  PRINT_MESSAGES,
  emptyPrintOptions,
  validatePrintOptions,
} from '../../src/domain/print-options';
import type { SessionUser } from '../../src/domain/user';
import { buyerFor } from '../../src/features/configurator/buyer';
import { cartWrite, optionsOfItem } from '../../src/features/configurator/cart-input';
import { SAMPLE_IMAGE } from '../../src/features/configurator/order-source';
import { summarize } from '../../src/domain/print-summary';
import { visibleErrors } from '../../src/features/configurator/visible-errors';

const user = (over: Partial<SessionUser>) =>
  ({ wholesale_discount: false, artist_id: null, ...over }) as SessionUser;
const image = { ...SAMPLE_IMAGE, id: 9, name: 'Quiet Pasture', artistId: 4, markup: 25 };

describe('buyerFor', () => {
  it('a guest pays the markup, no discount', () => {
    expect(buyerFor(null, { artist_id: 4, markup: 25 })).toEqual({
      signedIn: false,
      wholesale: false,
      isImageArtist: false,
      imageMarkup: 25,
    });
  });
  it('the image’s own artist is recognised; wholesale comes from the user', () => {
    expect(buyerFor(user({ artist_id: 4 }), { artist_id: 4, markup: 25 }).isImageArtist).toBe(true);
    expect(
      buyerFor(user({ artist_id: 5, wholesale_discount: true }), { artist_id: 4, markup: 25 }),
    ).toMatchObject({
      signedIn: true,
      wholesale: true,
      isImageArtist: false,
    });
  });
  it('the calculator has no image markup', () => {
    expect(buyerFor(null, null).imageMarkup).toBe(0);
  });
});

describe('cartWrite', () => {
  const options = {
    ...applyPreset(emptyPrintOptions, lists.presets[0]!, 4 / 3, lists),
    quantity: 2,
  };
  const price = priceConfiguration(options, lists, buyerFor(null, { artist_id: 4, markup: 25 }));

  it('sends the options with the lines and markup they were priced with, and the client figures', () => {
    const { input, display } = cartWrite(image, options, price, lists);
    expect(input).toMatchObject({
      image_id: 9,
      quantity: 2,
      total: price.total,
      product_total: price.productTotal,
      discount_total: price.discountTotal,
    });
    expect(input.print_options.products).toEqual(price.lines);
    expect(input.print_options.markup).toBe(25);
    expect(input.description).toBe(`Quiet Pasture: ${summarize(options, lists)}`);
    expect(display.total).toBe(price.total);
    expect(display.image?.name).toBe('Quiet Pasture');
  });

  it('reads a cart item back into the form without its stored figures', () => {
    const { input } = cartWrite(image, options, price, lists);
    const back = optionsOfItem({ quantity: 3, print_options: input.print_options });
    expect(back).toEqual({ ...options, quantity: 3 });
  });
});

describe('visibleErrors', () => {
  it('holds back "required" until the first Add To Cart, shows rule errors at once', () => {
    const o = { ...emptyPrintOptions, media: 'lustre', border: 9 };
    const errors = validatePrintOptions(o, lists, 1.5);
    expect(errors.size).toEqual([PRINT_MESSAGES.required]);
    const before = visibleErrors(errors, false);
    expect(before.size).toBeUndefined();
    expect(before.border).toEqual([PRINT_MESSAGES.border]);
    expect(visibleErrors(errors, true)).toEqual(errors);
  });
});

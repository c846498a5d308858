// Every demo preset priced as the shop sells it, pinned in a readable table
// (demo-preset-prices.txt beside this file): a change to the engine or the demo lists that moves
// any of these prices fails here, and the table's diff in review lists what moved, old and new.
import { describe, expect, it } from 'vitest';
import { applyPreset } from '../../../src/domain/configurator-rules';
import { priceConfiguration, type Buyer } from '../../../src/domain/pricing';
import { emptyPrintOptions, validatePrintOptions } from '../../../src/domain/print-options';
import { demoConfigLists } from '../../../server/db/seed/config-lists-data';

const RATIOS = { '4:3': 4 / 3, '3:4': 3 / 4, '1:1': 1 };
const BUYERS: Record<string, Buyer> = {
  guest: { signedIn: false, wholesale: false, isImageArtist: false, imageMarkup: 0 },
  'guest, markup 20 %': {
    signedIn: false,
    wholesale: false,
    isImageArtist: false,
    imageMarkup: 20,
  },
  'signed in, markup 20 %': {
    signedIn: true,
    wholesale: false,
    isImageArtist: false,
    imageMarkup: 20,
  },
  'wholesale, markup 20 %': {
    signedIn: true,
    wholesale: true,
    isImageArtist: false,
    imageMarkup: 20,
  },
};
const money = (n: number) => n.toFixed(2).padStart(8);

describe('demo preset prices', () => {
  it('are the ones in demo-preset-prices.txt', async () => {
    const rows = [
      'preset            ratio size    qty buyer                      unit  product discount    total',
    ];
    for (const preset of demoConfigLists.presets) {
      for (const [ratioName, ratio] of Object.entries(RATIOS)) {
        const base = applyPreset(emptyPrintOptions, preset, ratio, demoConfigLists);
        for (const quantity of [1, 3]) {
          const options = { ...base, quantity };
          expect(validatePrintOptions(options, demoConfigLists, ratio), preset.value).toEqual({});
          for (const [buyerName, buyer] of Object.entries(BUYERS)) {
            const p = priceConfiguration(options, demoConfigLists, buyer);
            const size = `${options.printWidth}x${options.printHeight}`;
            rows.push(
              `${preset.value.padEnd(17)} ${ratioName.padEnd(5)} ${size.padEnd(7)} ${String(quantity).padStart(3)} ${buyerName.padEnd(22)} ${money(p.itemPrice)} ${money(p.productTotal)} ${money(p.discountTotal)} ${money(p.total)}`,
            );
          }
        }
      }
    }
    await expect(`${rows.join('\n')}\n`).toMatchFileSnapshot('demo-preset-prices.txt');
  });
});

// fast-check generators of print options over the demo catalogue: any combination, valid or
// not, since the engine must price whatever the form holds.
import fc from 'fast-check';
import type { Buyer } from '../../../src/domain/pricing';
import { emptyPrintOptions } from '../../../src/domain/print-options';
import type { PrintOptions } from '../../../src/domain/print-options';
import { demoConfigLists as seed } from '../../../server/db/seed/config-lists-data';

const valueOf = (list: readonly { value: string }[]) =>
  fc.constantFrom(...list.map((i) => i.value));
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
export const halfInches = (min: number, max: number) =>
  fc.integer({ min: min * 2, max: max * 2 }).map((n) => n / 2);

export const printOptionsArb: fc.Arbitrary<PrintOptions> = fc
  .record({
    media: valueOf(seed.medias),
    printWidth: halfInches(1, 60),
    printHeight: halfInches(1, 60),
    border: maybe(halfInches(0.5, 6)),
    frame: maybe(valueOf(seed.frames)),
    mat: maybe(valueOf(seed.mats)),
    matSize: maybe(halfInches(0.5, 6)),
    plexi: fc.boolean(),
    mountingOrStretcher: maybe(valueOf(seed.mountings)),
    wrap: maybe(valueOf(seed.wraps)),
    varnish: maybe(valueOf(seed.varnishes)),
    deckling: fc.boolean(),
    quantity: fc.integer({ min: 1, max: 99 }),
  })
  .map((r) => ({ ...emptyPrintOptions, size: 'custom' as const, ...r }));

export const buyerArb: fc.Arbitrary<Buyer> = fc.record({
  signedIn: fc.boolean(),
  wholesale: fc.boolean(),
  isImageArtist: fc.boolean(),
  imageMarkup: fc.integer({ min: 0, max: 200 }),
});

// Each price formula of the spec, by its own words, worked by hand on the small test lists
// (factories.ts: lustre $0.10/sq in, canvas $0.15, ink $0.02, white mat $0.02, black frame
// $0.50/in, spacers $0.10/in, foamcore $0.01, glass $0.02, adhesive $0.01, MDF $0.05, 1/2"
// stretcher $0.40/in, satin varnish $0.01); then the cases issue 15 found wrong, pinned.
import { describe, expect, it } from 'vitest';
import type { CalculationType } from '../../../src/domain/config-lists';
import { toCents } from '../../../src/domain/money';
import {
  priceAdditionalProduct,
  priceCart,
  priceConfiguration,
  pricePerItem,
} from '../../../src/domain/pricing';
import type { PrintOptions } from '../../../src/domain/print-options';
import { buyer, lineOf, lists, options } from './factories';

const price = (o: Partial<PrintOptions>, b: Parameters<typeof buyer>[0] = {}) =>
  priceConfiguration(options(o), lists, buyer(b));
const line = (o: Partial<PrintOptions>, product: string) => lineOf(price(o).lines, product);
const canvas = (o: Partial<PrintOptions> = {}) => ({
  media: 'canvas',
  printWidth: 20,
  printHeight: 16,
  ...o,
});
const product = (type: CalculationType, unit: number, input: Record<string, number>) =>
  priceAdditionalProduct(
    { id: 1, name: type, unit_price: unit, calculation_type: type },
    { quantity: 1, ...input },
    lists,
    buyer(),
  ).line;

describe('spec 2, "Price formulas"', () => {
  it('"Media line: unit price per sq in times the area, plus ink"', () => {
    // 10 x 8 = 80 sq in x 0.10 = 8.00, and ink 80 x 0.02 = 1.60
    expect(line({}, 'media')).toMatchObject({ amount: 80, unitPrice: 8 });
    expect(price({}).productTotal).toBe(9.6);
  });

  it('"Ink: image area including the border times inkPrice"', () => {
    // (10 + 2) x (8 + 2) = 120 sq in x 0.02 = 2.40
    expect(line({ border: 1 }, 'ink')).toMatchObject({ amount: 120, unitPrice: 2.4 });
  });

  it('"For colour or mirror wraps on canvas: (width+extra) times (height+extra) times inkPrice"', () => {
    // 1/2" bars: extra 1: 21 x 17 = 357 sq in x 0.02 = 7.14; a black wrap is not a colour wrap
    const stretched = canvas({ mountingOrStretcher: 'half' });
    for (const wrap of ['mirror', 'color']) {
      expect(line({ ...stretched, wrap, wrapColor: '#123456' }, 'ink').unitPrice).toBe(7.14);
    }
    expect(line({ ...stretched, wrap: 'black' }, 'ink')).toMatchObject({ amount: 320 });
  });

  it('"Mat: (w+2m) times (h+2m) times its price per sq in"', () => {
    // (10 + 4) x (8 + 4) = 168 sq in x 0.02 = 3.36
    expect(line({ mat: 'white', matSize: 2 }, 'mat')).toMatchObject({
      amount: 168,
      unitPrice: 3.36,
    });
  });

  it('"Frame: linear inches times its price per linear inch ... including the mat when on"', () => {
    // 2 x (14 + 12) = 52 in x 0.50 = 26.00
    const framed = { frame: 'black', mat: 'white', matSize: 2 };
    expect(line(framed, 'frame')).toMatchObject({ amount: 52, unitPrice: 26 });
  });

  it('"Spacers are charged for lustre media with a frame and no mat"', () => {
    // 2 x (10 + 8) = 36 in x 0.10 = 3.60; none with a mat
    expect(line({ frame: 'black' }, 'spacers').unitPrice).toBe(3.6);
    expect(
      price({ frame: 'black', mat: 'white', matSize: 2 }).lines.map((l) => l.product),
    ).not.toContain('spacers');
  });

  it('"Foamcore, glass or plexi apply when a frame and glass media are chosen"', () => {
    // framed area 80 sq in: foamcore 0.80, glass 1.60 (plexi 3.20 when chosen)
    expect(line({ frame: 'black' }, 'foamcore').unitPrice).toBe(0.8);
    expect(line({ frame: 'black' }, 'glass').unitPrice).toBe(1.6);
    expect(line({ frame: 'black', plexi: true }, 'plexi').unitPrice).toBe(3.2);
  });

  it('"Stretcher: linear inches times its price"', () => {
    // 2 x (20 + 16) = 72 in x 0.40 = 28.80
    const stretched = canvas({ mountingOrStretcher: 'half', wrap: 'white' });
    expect(line(stretched, 'stretcher')).toMatchObject({ amount: 72, unitPrice: 28.8 });
  });

  it('"Mounting: back area times (adhesive plus its price)"', () => {
    // 80 sq in x (0.01 + 0.05) = 4.80
    expect(line({ mountingOrStretcher: 'mdf' }, 'mounting').unitPrice).toBe(4.8);
  });

  it('"Varnish: image area times its price"', () => {
    // 20 x 16 = 320 sq in x 0.01 = 3.20
    expect(line(canvas({ varnish: 'satin' }), 'varnish').unitPrice).toBe(3.2);
  });

  it('"Torn edge (deckling) price 5, or 10 if the front area is over 320 sq in"', () => {
    expect(line({ media: 'matte', deckling: true }, 'deckling').unitPrice).toBe(5);
    const large = { media: 'matte', deckling: true, printWidth: 20, printHeight: 17 };
    expect(line(large, 'deckling').unitPrice).toBe(10);
  });
});

describe('spec 2, "Border sizes tied to stretcher and wrap" (media cut margin)', () => {
  it('"a 1/2 inch stretcher with a white wrap gives 2 1/4; with a solid or mirror wrap, 1 3/4"', () => {
    const media = (wrap: string) =>
      line(canvas({ mountingOrStretcher: 'half', wrap, wrapColor: '#123456' }), 'media').amount;
    expect(media('white')).toBe((20 + 4.5) * (16 + 4.5));
    for (const wrap of ['mirror', 'black', 'color']) {
      expect(media(wrap)).toBe((20 + 3.5) * (16 + 3.5));
    }
  });

  it('"Mount to Sintra or MDF gives 1/2; foamcore gives 1/4"', () => {
    expect(line({ mountingOrStretcher: 'mdf' }, 'media').amount).toBe(11 * 9);
    expect(line({ mountingOrStretcher: 'foamcore' }, 'media').amount).toBe(10.5 * 8.5);
  });
});

describe('spec 1, "Price calculation per product type"', () => {
  it('"sqIn: width x height x unit price"', () => {
    expect(product('sqIn', 0.05, { width: 12, height: 16 })?.unitPrice).toBe(9.6);
  });
  it('"cubicIn: width x height x depth x unit price"', () => {
    expect(product('cubicIn', 0.01, { width: 10, height: 10, depth: 2 })?.unitPrice).toBe(2);
  });
  it('"borderedSqIn: (width+border) x (height+border) x unit price"', () => {
    expect(product('borderedSqIn', 0.1, { width: 10, height: 8, border: 1 })?.unitPrice).toBe(9.9);
  });
  it('"flat: the unit price"; "manual: the entered price"', () => {
    expect(product('flat', 25, {})?.unitPrice).toBe(25);
    expect(product('manual', 0, { price: 45 })?.unitPrice).toBe(45);
  });
  it('"Scan price is clamped between scanMin and scanMax (halved for scanNoColor)"', () => {
    expect(product('scan', 0.25, { width: 4, height: 4 })?.unitPrice).toBe(20);
    expect(product('scan', 0.25, { width: 40, height: 40 })?.unitPrice).toBe(100);
    expect(product('scanNoColor', 0.25, { width: 40, height: 40 })?.unitPrice).toBe(50);
  });
});

describe('spec 1, "Line total = quantity x price per item. Discount = product total x discount rate. Total = product total minus discount."', () => {
  it('a line total is its quantity times the price per item shown, markup included', () => {
    // Unit prices 8.00 + 1.60; with a 25 % markup 10.00 + 2.00 = 12.00 per print; x 3 = 36.00
    const r = price({ quantity: 3 }, { imageMarkup: 25 });
    expect(r.itemPrice).toBe(12);
    expect(r.productTotal).toBe(36);
    for (const l of r.lines) expect(toCents(l.productTotal)).toBe(toCents(pricePerItem(l)) * 3);
  });

  it('the discount is the product total times the rate, rounded once; the total is the difference', () => {
    const r = price(
      { quantity: 3, printWidth: 10.5, printHeight: 7.5 },
      { signedIn: true, imageMarkup: 15 },
    );
    expect(r.discountTotal).toBe(Math.round(r.productTotal * 10) / 100);
    expect(toCents(r.total)).toBe(toCents(r.productTotal) - toCents(r.discountTotal));
  });
});

describe('issue 15: the figures found not to add up', () => {
  it("a cart of $276.05 gets $27.61 off at 10 %, not the items' $13.80 + $13.80", () => {
    const items = [138.03, 138.02].map((product_total) => ({
      quantity: 1,
      product_total,
      discount_total: 0,
      total: product_total,
    }));
    const { items: shared, totals } = priceCart(items, 0.1);
    expect(totals).toMatchObject({
      product_total: 276.05,
      discount_total: 27.61,
      grand_total: 248.44,
    });
    expect(shared.map((i) => i.discount_total)).toEqual([13.81, 13.8]);
  });

  it('$97.29 gets $9.73 off at 10 %', () => {
    const { totals } = priceCart(
      [{ quantity: 1, product_total: 97.29, discount_total: 0, total: 0 }],
      0.1,
    );
    expect(totals.discount_total).toBe(9.73);
  });

  it('three prints shown at $16.63 each come to $49.89 (the line showed $49.90)', () => {
    // 8.5 x 10 lustre, 1" border, 10 % markup: media 10.50 -> 11.55, ink 2.10 -> 2.31
    const r = price(
      { quantity: 3, printWidth: 8.5, printHeight: 10, border: 1 },
      { imageMarkup: 10 },
    );
    expect(r.itemPrice).toBe(16.63);
    expect(r.productTotal).toBe(49.89);
  });
});

// The lines of an order being placed for a customer, as the form holds them, and as the API
// takes them (the cart's item shapes: a print with image_id and print_options, or a product).
import type { AdminImage } from '../../../domain/admin/gallery';
import type { AdditionalProductFields } from '../../../domain/cart';
import type { CalculationType } from '../../../domain/config-lists';
import { emptyPrintOptions, type PrintOptions } from '../../../domain/print-options';

export interface PrintChoices {
  media: string | null;
  printWidth: number | string;
  printHeight: number | string;
  border: number | string;
  frame: string | null;
  mat: string | null;
  matSize: number | string;
  mountingOrStretcher: string | null;
  wrap: string | null;
  varnish: string | null;
  plexi: boolean;
}

export type DraftItem =
  | {
      key: string;
      kind: 'print';
      image: AdminImage | null;
      quantity: number | string;
      print: PrintChoices;
    }
  | {
      key: string;
      kind: 'product';
      productId: string | null;
      calculation: CalculationType | null;
      quantity: number | string;
      description: string;
      fields: Record<keyof AdditionalProductFields, number | string>;
    };

let seq = 0;
const nextKey = () => `item${++seq}`;

export const newPrint = (): DraftItem => ({
  key: nextKey(),
  kind: 'print',
  image: null,
  quantity: 1,
  print: {
    media: null,
    printWidth: '',
    printHeight: '',
    border: '',
    frame: null,
    mat: null,
    matSize: 2,
    mountingOrStretcher: null,
    wrap: null,
    varnish: null,
    plexi: false,
  },
});

export const newProduct = (): DraftItem => ({
  key: nextKey(),
  kind: 'product',
  productId: null,
  calculation: null,
  quantity: 1,
  description: '',
  fields: { price: '', width: '', height: '', depth: '', border: '' },
});

const num = (v: number | string): number | null =>
  v === '' || v === null || !Number.isFinite(Number(v)) ? null : Number(v);

/** The item as POST /api/admin/orders takes it; the server validates and prices it. */
export function toApiItem(item: DraftItem): Record<string, unknown> {
  if (item.kind === 'print') {
    const p = item.print;
    const options: PrintOptions = {
      ...emptyPrintOptions,
      media: p.media,
      size: 'custom',
      printWidth: num(p.printWidth),
      printHeight: num(p.printHeight),
      border: num(p.border) || null,
      frame: p.frame,
      mat: p.mat,
      matSize: p.mat ? num(p.matSize) : null,
      mountingOrStretcher: p.mountingOrStretcher,
      wrap: p.wrap,
      varnish: p.varnish,
      plexi: p.plexi,
      quantity: num(item.quantity) ?? 1,
    };
    return {
      image_id: item.image?.id ?? null,
      quantity: num(item.quantity) ?? 1,
      print_options: options,
    };
  }
  const fields = Object.fromEntries(
    Object.entries(item.fields).flatMap(([k, v]) => (num(v) === null ? [] : [[k, num(v)]])),
  );
  return {
    product_id: item.productId === null ? null : Number(item.productId),
    quantity: num(item.quantity) ?? 1,
    description: item.description,
    options: fields,
  };
}

/** Which product fields a calculation type asks for (as the checkout's dialog does). */
export function productFields(type: CalculationType | null): (keyof AdditionalProductFields)[] {
  switch (type) {
    case 'manual':
      return ['price'];
    case 'sqIn':
      return ['width', 'height'];
    case 'cubicIn':
      return ['width', 'height', 'depth'];
    case 'borderedSqIn':
      return ['width', 'height', 'border'];
    case 'scan':
    case 'scanNoColor':
      return ['width', 'height'];
    case 'flat':
    case null:
      return [];
  }
}

// An order line's size in words, from the options it stored (a print's print options, a
// product's measurements), described as the cart described the line.
import { z } from 'zod';
import { lineSizeText } from '../../src/domain/line-size';
import type { OrderLineRow } from '../repositories/order.repository';

// Stored JSON, read leniently: a value that is not a number is no measurement.
const measure = z.number().finite().nullable().optional().catch(null);
const storedMeasures = z
  .object({
    printWidth: measure,
    printHeight: measure,
    border: measure,
    width: measure,
    height: measure,
    depth: measure,
  })
  .catch({});

export function orderLineSize(
  line: Pick<OrderLineRow, 'image_id' | 'print_options' | 'calculation_type'>,
): string | null {
  const m = storedMeasures.parse(line.print_options ?? {});
  const print = line.image_id !== null;
  return lineSizeText({
    print_options: print
      ? {
          printWidth: m.printWidth ?? null,
          printHeight: m.printHeight ?? null,
          border: m.border ?? null,
        }
      : null,
    options: print ? null : m,
    calculation_type: line.calculation_type ?? undefined,
  });
}

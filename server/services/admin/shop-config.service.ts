// The configurator's lists and the additional products, edited by admins. A list is replaced
// whole and must pass its schema from src/domain/config-lists.ts (422 with the path of every
// bad field, e.g. items.2.pricePerSqIn) and have no two entries with one value or size. The
// configurator, the cart and checkout read the same rows (/api/config, /api/products), and
// saving clears the pricing cache, so a new price applies at once, without a deploy. The route
// has already checked that the user is an admin. A save made from a copy older than the stored
// list or product (another admin saved meanwhile) is refused with 409 rather than undoing theirs.
import {
  configListChanged,
  type AdminProduct,
  type ProductInput,
} from '../../../src/domain/admin/content';
import {
  configListSchemas,
  entryLimitErrors,
  type ConfigListName,
  type Preset,
} from '../../../src/domain/config-lists';
import { unknownPresetOptions } from '../../../src/domain/preset-references';
import { PRINT_MESSAGES } from '../../../src/domain/print-options';
import type { AppContext } from '../../context';
import { HttpError, notFound, validationError, type FieldErrors } from '../../http/errors';
import { AdminContentRepository } from '../../repositories/admin/content.repository';
import {
  createConfigList,
  lockConfigListSaved,
  readConfigLists,
  saveConfigList,
} from '../../repositories/config.repository';
import { productVersion, sameProductAs } from '../edit-versions';
import { zodFieldErrors } from './field-errors';

export const PRODUCT_IN_USE =
  'This product is in carts or orders and cannot be deleted. Rename it or change its price instead.';

/**
 * Entries one list may not hold twice: the same print size, or values equal but for letter case
 * ('WHITE' beside 'white' is one mat to a buyer, two to the configurator). Values are trimmed by
 * the schema before this.
 */
function duplicateValues(items: unknown): FieldErrors {
  if (!Array.isArray(items)) return {};
  const errors: FieldErrors = {};
  const seen = new Set<string | number>();
  items.forEach((item: unknown, i) => {
    if (typeof item === 'number') {
      if (seen.has(item)) errors[`items.${i}`] = [`The size ${item} in is listed twice.`];
      seen.add(item);
      return;
    }
    const value = (item as { value?: unknown } | null)?.value;
    if (typeof value !== 'string') return;
    const key = value.toLowerCase();
    if (seen.has(key)) errors[`items.${i}.value`] = [`The value "${value}" is used twice.`];
    seen.add(key);
  });
  return errors;
}

const isForeignKeyViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';

function presentProduct(row: {
  id: number;
  name: string;
  unit_price: number;
  calculation_type: string;
  sort: number;
}): AdminProduct {
  return {
    ...row,
    unit_price: Number(row.unit_price),
    product_version: productVersion(row),
  } as AdminProduct;
}

export class ShopConfigService {
  private readonly repo: AdminContentRepository;

  constructor(private readonly ctx: AppContext) {
    this.repo = new AdminContentRepository(ctx.db);
  }

  async list(name: ConfigListName) {
    const row = await this.repo.configList(name);
    return {
      name,
      items: row?.items ?? null,
      updated_at: row ? new Date(row.updated_at).toISOString() : null,
    };
  }

  /**
   * `seen` is the updated_at of the list the editor loaded: a save from an older copy is refused.
   * Each save's time is later than the one before, so no two saves share a version.
   */
  async saveList(name: ConfigListName, items: unknown, seen?: string | null) {
    const parsed = configListSchemas[name].safeParse(items);
    if (!parsed.success) throw validationError(zodFieldErrors(parsed.error, 'items', 'items'));
    const refused = {
      ...entryLimitErrors(parsed.data),
      ...duplicateValues(parsed.data),
    };
    if (Object.keys(refused).length > 0) throw validationError(refused);
    if (name === 'presets') await this.checkPresetOptions(parsed.data as Preset[]);
    await this.ctx.db.transaction().execute(async (trx) => {
      const saved = await lockConfigListSaved(trx, name);
      if (seen !== undefined && (saved?.toISOString() ?? null) !== seen) {
        throw new HttpError(409, configListChanged(name));
      }
      const at = new Date(Math.max(Date.now(), (saved?.getTime() ?? 0) + 1));
      if (saved === null && seen === null) {
        // Opened as never saved: only the first of two such saves may create it.
        if (!(await createConfigList(trx, name, parsed.data as never, at)))
          throw new HttpError(409, configListChanged(name));
        return;
      }
      await saveConfigList(trx, name, parsed.data as never, at);
    });
    return this.list(name);
  }

  /**
   * Refuses presets naming an option the lists do not offer, but for one a stored preset already
   * names (its option withdrawn since, the preset left unoffered until it is back): another edit
   * of the list is not refused for it. Not under the lists' locks: an option withdrawn meanwhile
   * leaves its preset unoffered (shopLists), as a later withdrawal does.
   */
  private async checkPresetOptions(presets: Preset[]): Promise<void> {
    const lists = await readConfigLists(this.ctx.db);
    if (!lists) return;
    const stored = new Map(lists.presets.map((p) => [p.value, p.config]));
    const unknown = unknownPresetOptions(presets, lists).filter(
      (r) => stored.get(presets[r.index]!.value)?.[r.field] !== r.value,
    );
    if (unknown.length === 0) return;
    throw validationError(
      Object.fromEntries(
        unknown.map((r) => [
          `items.${r.index}.config.${r.field}`,
          [PRINT_MESSAGES.invalid(r.field)],
        ]),
      ),
    );
  }

  async products(): Promise<AdminProduct[]> {
    return (await this.repo.listProducts()).map(presentProduct);
  }

  async createProduct(input: ProductInput): Promise<AdminProduct> {
    const id = await this.repo.insertProduct({
      name: input.name.trim(),
      unit_price: input.unit_price,
      calculation_type: input.calculation_type,
      sort: input.sort ?? (await this.repo.nextProductSort()),
    });
    return this.product(id);
  }

  async updateProduct(id: number, input: ProductInput): Promise<AdminProduct> {
    const found = await this.repo.updateProduct(
      id,
      {
        name: input.name.trim(),
        unit_price: input.unit_price,
        calculation_type: input.calculation_type,
        ...(input.sort !== undefined ? { sort: input.sort } : {}),
      },
      sameProductAs(input.product_version),
    );
    if (!found) throw notFound('Product not found.');
    return this.product(id);
  }

  async deleteProduct(id: number): Promise<void> {
    try {
      if (!(await this.repo.deleteProduct(id))) throw notFound('Product not found.');
    } catch (error) {
      if (isForeignKeyViolation(error)) throw validationError({ product: [PRODUCT_IN_USE] });
      throw error;
    }
  }

  private async product(id: number): Promise<AdminProduct> {
    const row = await this.repo.findProduct(id);
    if (!row) throw notFound('Product not found.');
    return presentProduct(row);
  }
}

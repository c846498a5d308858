// A preset names options of the other lists: a media, a size, a frame, a mat, a mounting or
// stretcher, a wrap, a varnish. A preset naming one that is not on its list priced its card
// without it ("Framed Fine Art" at the price of a print unframed) and opened the configurator on
// "The selected frame is invalid.". So a save of presets may name only what the lists offer, and
// a preset whose option the shop has taken off its list since (a frame out of stock) is not
// offered to buyers until an admin changes it; the admin's own list still shows it.
import type { ConfigListName, ConfigLists, Preset, PresetConfig } from './config-lists';

type Named = { value: string };

/** The preset options that name an entry of another list, with that list. */
const REFERENCES = [
  ['media', 'medias'],
  ['frame', 'frames'],
  ['mat', 'mats'],
  ['mountingOrStretcher', 'mountings'],
  ['wrap', 'wraps'],
  ['varnish', 'varnishes'],
  ['size', 'printSizes'],
] as const satisfies readonly (readonly [keyof PresetConfig, ConfigListName])[];

export interface PresetReference {
  /** The preset's place in its list. */
  index: number;
  preset: string;
  field: keyof PresetConfig;
  value: string | number;
}

const offered = (items: unknown, value: string | number): boolean =>
  Array.isArray(items) &&
  items.some((item: unknown) =>
    typeof value === 'number' ? item === value : (item as Named | null)?.value === value,
  );

/** Each option a preset names that its list does not offer. */
export function unknownPresetOptions(
  presets: readonly Preset[],
  lists: ConfigLists,
): PresetReference[] {
  return presets.flatMap((preset, index) =>
    REFERENCES.flatMap(([field, list]) => {
      const value = preset.config[field];
      return value === null || value === undefined || offered(lists[list], value)
        ? []
        : [{ index, preset: preset.name, field, value }];
    }),
  );
}

/** The lists with only the presets whose every option is offered. */
export function withOfferedPresets(lists: ConfigLists): ConfigLists {
  const presets = lists.presets.filter((p) => unknownPresetOptions([p], lists).length === 0);
  return presets.length === lists.presets.length ? lists : { ...lists, presets };
}

// Looking things up in the config lists. Kept apart from the lists' zod schemas
// (config-lists.ts, which re-exports these) so that the pricing engine and the workers that
// run it do not bundle zod.
import type { Media, OptionGroup } from './config-lists';

/** The value of the mountings entry that means "no mounting". */
export const NO_MOUNTING = 'none';

export function findByValue<T extends { value: string }>(
  list: readonly T[],
  wanted: string | null | undefined,
): T | undefined {
  return wanted == null ? undefined : list.find((item) => item.value === wanted);
}

export function offers(media: Media | undefined, group: OptionGroup): boolean {
  return media?.options.includes(group) ?? false;
}

export const isCanvasMedia = (media: Media | undefined): boolean => media?.type === 'canvas';
export const isLustreMedia = (media: Media | undefined): boolean => media?.surface === 'lustre';
/** "Glass media": framed behind glazing (glass, or plexi) on a foamcore back; it offers plexi. */
export const isGlassMedia = (media: Media | undefined): boolean => offers(media, 'plexi');

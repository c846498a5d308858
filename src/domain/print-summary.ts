// A configuration in a few words, for preset cards and a print line's description:
// "Hahnemühle Photo Rag 308, 16 x 12 in, Black Satin frame, Bright White mat". Every priced
// option is named, so an order's line says what the shop is to make.
import { findByValue } from './config-lists';
import type { ConfigLists } from './config-lists';
import { inches } from './pricing/describe';
import type { PrintOptions } from './print-options';

const DESCRIPTION_MAX = 500;

export function summarize(o: PrintOptions, lists: ConfigLists): string {
  const parts: string[] = [];
  const media = findByValue(lists.medias, o.media);
  if (media) parts.push(media.text);
  if (o.printWidth && o.printHeight)
    parts.push(`${inches(o.printWidth)} x ${inches(o.printHeight)} in`);
  if (o.border) parts.push(`${inches(o.border)}" border`);
  const frame = findByValue(lists.frames, o.frame);
  if (frame) parts.push(`${frame.text} frame${o.plexi ? ' with plexi' : ''}`);
  const mat = findByValue(lists.mats, o.mat);
  if (mat) parts.push(`${mat.text} ${o.matSize ? `${inches(o.matSize)}" ` : ''}mat`);
  const mounting = findByValue(lists.mountings, o.mountingOrStretcher);
  if (mounting && mounting.value !== 'none') parts.push(mounting.text);
  const wrap = findByValue(lists.wraps, o.wrap);
  if (wrap)
    parts.push(wrap.type === 'color' && o.wrapColor ? `${wrap.text} ${o.wrapColor}` : wrap.text);
  const varnish = findByValue(lists.varnishes, o.varnish);
  if (varnish) parts.push(varnish.text);
  if (o.deckling) parts.push('torn edge');
  return parts.join(', ');
}

/**
 * A print line's description, as the cart, the order and the invoice show it: written from the
 * options it was priced with (the server writes it, whatever a client sent).
 */
export const printDescription = (imageName: string, o: PrintOptions, lists: ConfigLists): string =>
  `${imageName}: ${summarize(o, lists)}`.slice(0, DESCRIPTION_MAX);

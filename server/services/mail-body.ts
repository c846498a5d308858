// A mail's body written once as paragraphs, sent as both a plain-text and an HTML part, so the
// two always say the same thing and every mail has both (mail apps show the HTML one; the text
// one is for those that do not). Text is escaped in the HTML part; a link is a real anchor there
// and its label followed by the address in the text part.
import { attr } from '../http/html';
import type { MailMessage } from './mail';

export type MailParagraph =
  | string
  | { link: string; label: string }
  /** Said in bold in HTML: the figure a mail is about. */
  | { strong: string };

const html = (p: MailParagraph) => {
  if (typeof p === 'string') return `<p>${attr(p).replace(/\n/g, '<br>')}</p>`;
  if ('link' in p) return `<p><a href="${attr(p.link)}">${attr(p.label)}</a></p>`;
  return `<p><strong>${attr(p.strong)}</strong></p>`;
};

const text = (p: MailParagraph) => {
  if (typeof p === 'string') return p;
  if ('link' in p) return `${p.label}: ${p.link}`;
  return p.strong;
};

export function mailBody(paragraphs: MailParagraph[]): Pick<MailMessage, 'text' | 'html'> {
  return { text: paragraphs.map(text).join('\n\n'), html: paragraphs.map(html).join('\n') };
}

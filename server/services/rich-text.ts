// Rich text (artist descriptions and About texts, content pages, FAQ answers) reduced to safe
// formatting: sanitized on the way in, and by the server's first paint (src/prerender.tsx),
// which has no DOM for the browser's DOMPurify.
import sanitizeHtml from 'sanitize-html';

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'code',
    'pre',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
    h1: 'h2',
  },
};

/** Rich text reduced to safe formatting; an editor's empty paragraph becomes ''. */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, RICH_TEXT).trim();
  return clean === '<p></p>' ? '' : clean;
}

// Rich text cleaned on the server: on the way in (artist descriptions and About texts, content
// pages, FAQ answers) and by the first paint (src/prerender.tsx). The allowlist and the
// sanitizer are the browser's (src/domain/rich-text.ts); the server lends DOMPurify a DOM from
// jsdom, the server DOM DOMPurify is tested on. jsdom is loaded on the first use, not at start.
import { createRequire } from 'node:module';
import type * as Jsdom from 'jsdom';
import { richTextSanitizer } from '../../src/domain/rich-text';

const require = createRequire(import.meta.url);
let dom: Jsdom.JSDOM | undefined;
let sanitize: ((html: string) => string) | undefined;

function serverDom(): Jsdom.JSDOM {
  if (!dom) {
    const { JSDOM } = require('jsdom') as typeof Jsdom;
    dom = new JSDOM('');
  }
  return dom;
}

/** Rich text reduced to safe formatting; one that shows no text (`<p>&nbsp;</p>`) becomes ''. */
export function sanitizeRichText(html: string): string {
  sanitize ??= richTextSanitizer(serverDom().window);
  return sanitize(html);
}

/**
 * Rich text as the words a reader sees, on one line: for page descriptions and JSON-LD, where
 * markup and its entities ("Tom &amp; Jerry") would be shown as they are written.
 */
export function richTextAsPlainText(html: string): string {
  const holder = serverDom().window.document.createElement('div');
  holder.innerHTML = sanitizeRichText(
    html.replace(/<\/(p|h\d|li|blockquote)>|<br\s*\/?>/gi, '$& '),
  );
  return (holder.textContent ?? '').replace(/\s+/g, ' ').trim();
}

// Rich text cleaned on the server: on the way in (artist descriptions and About texts, content
// pages, FAQ answers) and by the first paint (src/prerender.tsx). The allowlist and the
// sanitizer are the browser's (src/domain/rich-text.ts); the server lends DOMPurify a DOM from
// jsdom, the server DOM DOMPurify is tested on. jsdom is loaded on the first use, not at start.
import { createRequire } from 'node:module';
import type * as Jsdom from 'jsdom';
import { richTextSanitizer } from '../../src/domain/rich-text';

const require = createRequire(import.meta.url);
let sanitize: ((html: string) => string) | undefined;

/** Rich text reduced to safe formatting; an editor's empty paragraph becomes ''. */
export function sanitizeRichText(html: string): string {
  if (!sanitize) {
    const { JSDOM } = require('jsdom') as typeof Jsdom;
    sanitize = richTextSanitizer(new JSDOM('').window);
  }
  return sanitize(html);
}

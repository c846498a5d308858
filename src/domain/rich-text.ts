// Rich text (artist About texts, content pages, FAQ answers, policies): the one allowlist, and
// the one sanitizer that applies it, DOMPurify. The server cleans rich text on the way in and in
// its first paint (server/services/rich-text.ts, over jsdom), the browser before showing it
// (src/ui/safe-html.tsx, over its own DOM): one list, so what they let through cannot drift.
import createDOMPurify, { type WindowLike } from 'dompurify';

const ALLOWED_TAGS = [
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
  // h1 is renamed h2: the page's own title is its h1.
  'h1',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'code',
  'pre',
  'hr',
];
const ALLOWED_ATTR = ['href', 'target'];
/**
 * http, https and mailto links, and relative ones: a path from the root (not protocol-relative,
 * "//host"), a fragment, a query, or a relative path whose first segment has no colon (one that
 * has is a scheme: "x1:alert(1)").
 */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto):|\/(?![/\\])|[#?]|[^:/?#\\]+(?:[/?#]|$))/i;
/** Every link: no access to this page from the one it opens, no referrer, no ranking credit. */
export const RICH_TEXT_LINK_REL = 'noopener noreferrer nofollow';

/** Spaces (the non-breaking one too) and invisible format characters (a zero-width space). */
const SHOWS_NOTHING = /^[\s\p{Cf}]*$/u;

/** What the sanitizer needs of a window: the browser's, or jsdom's on the server. */
export type SanitizerWindow = WindowLike & Pick<Window, 'document'>;

/** A sanitizer over the given DOM. */
export function richTextSanitizer(window: SanitizerWindow): (html: string) => string {
  const purify = createDOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') node.setAttribute('rel', RICH_TEXT_LINK_REL);
    // A link opens here or in a new tab, never in place of a frame's parent (_top, _parent).
    if (node.hasAttribute('target')) node.setAttribute('target', '_blank');
  });
  return (html) => {
    const fragment = purify.sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOWED_URI_REGEXP,
      RETURN_DOM_FRAGMENT: true,
    });
    for (const h1 of fragment.querySelectorAll('h1')) {
      const h2 = window.document.createElement('h2');
      h2.append(...h1.childNodes);
      h1.replaceWith(h2);
    }
    const box = window.document.createElement('div');
    box.append(fragment);
    // Nothing a reader would see (an editor's empty paragraph, &nbsp;, a <br>) is no text at all.
    return SHOWS_NOTHING.test(box.textContent ?? '') ? '' : box.innerHTML.trim();
  };
}

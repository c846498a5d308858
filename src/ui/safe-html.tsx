// Renders HTML that came from the server (policies, about text, FAQ answers, artist bios) after
// DOMPurify has removed scripts, event handlers and other active content. Links that open a new
// tab get rel="noopener noreferrer".
import { Box, type BoxProps } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import classes from './safe-html.module.css';

let hooked = false;
function purifier() {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

let sanitizeWithoutDom: ((html: string) => string) | undefined;
/** The server's first paint has no DOM for DOMPurify: it brings a sanitizer of its own. */
export function setSanitizerWithoutDom(sanitize: (html: string) => string): void {
  sanitizeWithoutDom = sanitize;
}

export function sanitizeHtml(html: string): string {
  if (typeof window === 'undefined') {
    if (!sanitizeWithoutDom) throw new Error('No HTML sanitizer outside the browser');
    return sanitizeWithoutDom(html);
  }
  return purifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    ADD_ATTR: ['target'],
  });
}

export function SafeHtml({ html, ...props }: { html: string } & BoxProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Box className={classes.prose} {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
}

// Renders rich text that came from the server (policies, about text, FAQ answers, artist bios)
// after the shared sanitizer (src/domain/rich-text.ts, DOMPurify with the one allowlist) has
// cleaned it once more. The server's first paint has no window: it lends its own DOM.
import { Box, type BoxProps } from '@mantine/core';
import { useMemo } from 'react';
import { richTextSanitizer } from '../domain/rich-text';
import classes from './safe-html.module.css';

let sanitize: ((html: string) => string) | undefined;
/** The server's first paint has no window for DOMPurify: it brings the sanitizer over jsdom. */
export function setSanitizerWithoutDom(sanitizeOnServer: (html: string) => string): void {
  sanitize = sanitizeOnServer;
}

function sanitizeHtml(html: string): string {
  if (!sanitize) {
    if (typeof window === 'undefined') throw new Error('No HTML sanitizer outside the browser');
    sanitize = richTextSanitizer(window);
  }
  return sanitize(html);
}

export function SafeHtml({ html, ...props }: { html: string } & BoxProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Box className={classes.prose} {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
}

// What jsdom lacks and Mantine's components ask of a browser, for component tests
// (`// @vitest-environment jsdom`): media queries (none matching unless a test adds it to
// `matchingMedia`, as a phone's width: PHONE_QUERY), the font loading events
// a Textarea with autosize listens to, the ResizeObserver a Select's dropdown uses, and the
// scrollIntoView a Select calls on the option it highlights. Import it before rendering.
const listeners = { addEventListener: () => undefined, removeEventListener: () => undefined };

export const matchingMedia = new Set<string>();

Object.defineProperty(window, 'matchMedia', {
  value: (query: string) => ({ matches: matchingMedia.has(query), media: query, ...listeners }),
});
Object.defineProperty(document, 'fonts', { value: listeners });
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
if (!('scrollIntoView' in Element.prototype))
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    value: () => undefined,
    writable: true,
    configurable: true,
  });

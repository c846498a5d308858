// What jsdom lacks and Mantine's components ask of a browser, for component tests
// (`// @vitest-environment jsdom`): media queries (never matching) and the font loading events
// a Textarea with autosize listens to. Import it before rendering.
const listeners = { addEventListener: () => undefined, removeEventListener: () => undefined };

Object.defineProperty(window, 'matchMedia', {
  value: (query: string) => ({ matches: false, media: query, ...listeners }),
});
Object.defineProperty(document, 'fonts', { value: listeners });

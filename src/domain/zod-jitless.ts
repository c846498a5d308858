// What `zod` resolves to in the browser build (vite.config.ts aliases it here): zod, told never to
// compile parsers with `new Function`. Zod learns whether it may by trying once, and under the
// shop's Content-Security-Policy (no 'unsafe-eval') that try is a CSP violation Chrome lists in
// DevTools' Issues (Lighthouse's inspector-issues audit). Being zod's only importer, this module
// runs before any schema is built, wherever the bundler puts the schemas.
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z };

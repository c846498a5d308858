// First-view weight: the JavaScript and CSS the home and catalogue routes load (the entry,
// its static imports and modulepreloads), gzipped, read from the built dist/. Also checks
// that none of it contains the configurator, account, admin or rich-text code.
// `npm run build` first; then `npx tsx tests/bench/bundle-size.bench.ts`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 250;
const dist = path.resolve('dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = [
  ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g),
].map((m) => m[1]!);

let js = 0;
let css = 0;
const heavy = /tiptap|prosemirror|preview\.worker|pricing\.worker|configurator|admin/i;
const offenders: string[] = [];
for (const file of new Set(files)) {
  const body = readFileSync(path.join(dist, file));
  const gz = gzipSync(body, { level: 9 }).length;
  if (file.endsWith('.css')) css += gz;
  else js += gz;
  if (heavy.test(file) || /ProseMirror|@tiptap/.test(body.toString('utf8'))) offenders.push(file);
  console.log(
    `  ${file.padEnd(48)} ${(body.length / 1024).toFixed(1).padStart(8)} KB  gzip ${(gz / 1024).toFixed(1).padStart(7)} KB`,
  );
}
console.log(
  `First view (home, catalogue): JavaScript ${(js / 1024).toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB), CSS ${(css / 1024).toFixed(1)} KB gzipped`,
);
if (offenders.length) console.log(`  Heavy code in the first view: ${offenders.join(', ')}`);

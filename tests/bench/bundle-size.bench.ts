// First-view weight: the JavaScript and CSS the home and catalogue routes load (the entry, the
// app it imports after the first paint, and their static imports), gzipped, and as the server
// sends them to a browser (the build's brotli copies), read from the built dist/ through Vite's
// manifest; then what every page loads once the first view is drawn. Also checks that none of
// the first view contains the configurator, account, admin or rich-text code.
// `npm run build` first; then `npx tsx tests/bench/bundle-size.bench.ts`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

const BUDGET_KB = 250;
const dist = path.resolve('dist');
const manifest = JSON.parse(
  readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;

/** The files of `keys` and their static imports, short of those already in `known`. */
function filesOf(keys: string[], known: readonly string[] = []): string[] {
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.includes(chunk.file) || known.includes(chunk.file)) return;
    files.push(chunk.file, ...(chunk.css ?? []));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}
const files = filesOf(['index.html', 'src/app.tsx']);
// What the app loads on every page once the first view is drawn (src/start/started.ts: the
// offline layer, the cart badge, the service worker), with what it imports.
const started = filesOf(['src/start/started.ts'], files);

let js = 0;
let css = 0;
let sent = 0;
const heavy = /tiptap|prosemirror|preview\.worker|pricing\.worker|configurator|admin/i;
const offenders: string[] = [];
for (const file of new Set(files)) {
  const body = readFileSync(path.join(dist, file));
  const gz = gzipSync(body, { level: 9 }).length;
  if (file.endsWith('.css')) css += gz;
  else js += gz;
  const brotli = path.join(dist, `${file}.br`);
  const asSent = existsSync(brotli) ? statSync(brotli).size : gz;
  sent += asSent;
  if (heavy.test(file) || /ProseMirror|@tiptap/.test(body.toString('utf8'))) offenders.push(file);
  console.log(
    `  ${file.padEnd(48)} ${(body.length / 1024).toFixed(1).padStart(8)} KB  gzip ${(gz / 1024).toFixed(1).padStart(7)} KB  sent ${(asSent / 1024).toFixed(1).padStart(7)} KB`,
  );
}
console.log(
  `First view (home, catalogue): JavaScript ${(js / 1024).toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB), CSS ${(css / 1024).toFixed(1)} KB gzipped; both as sent to a browser (brotli) ${(sent / 1024).toFixed(1)} KB`,
);
if (offenders.length) console.log(`  Heavy code in the first view: ${offenders.join(', ')}`);

const startedJs = started
  .filter((file) => file.endsWith('.js'))
  .reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
    0,
  );
console.log(
  `Then on every page once started (${started.filter((f) => f.endsWith('.js')).length} files): JavaScript ${(startedJs / 1024).toFixed(1)} KB gzipped; in all ${((js + startedJs) / 1024).toFixed(1)} KB`,
);

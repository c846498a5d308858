// First-view weight: the JavaScript and CSS the home and catalogue routes load (the entry, the
// app it imports after the first paint, and their static imports), gzipped, and as the server
// sends them to a browser (the build's brotli copies), read from the built dist/ through Vite's
// manifest. Also checks that none of it contains the configurator,
// account, admin or rich-text code.
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

const files: string[] = [];
const visit = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || files.includes(chunk.file)) return;
  files.push(chunk.file, ...(chunk.css ?? []));
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit('index.html');
visit('src/app.tsx');

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

// `npm run build:server` (part of `npm run build`): compiles the server into dist-server/ for
// `node dist-server/main.js`. Our TypeScript (server/ and the src/domain it shares) is bundled;
// packages stay in node_modules, loaded by node as they are (sharp and PGlite ship native and
// WebAssembly files that do not bundle).
//
// node-env.ts stays a file of its own, imported first: in one bundle its line would run after
// every package import (ES modules evaluate imports first), so React would load its development
// build before NODE_ENV said production.
import { build, type Plugin } from 'esbuild';

const nodeEnvFirst: Plugin = {
  name: 'node-env-first',
  setup(b) {
    b.onResolve({ filter: /^\.\/node-env$/ }, () => ({ path: './node-env.js', external: true }));
  },
};

await build({
  entryPoints: [
    'server/main.ts',
    'server/node-env.ts',
    'server/db/seed/draw-worker.ts',
    'server/db/pglite-thread.ts',
  ],
  outdir: 'dist-server',
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [nodeEnvFirst],
});

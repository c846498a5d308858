// `npm run build:server` (part of `npm run build`): compiles the server into dist-server/ for
// `node dist-server/main.js`. Our TypeScript (server/ and the src/domain it shares) is bundled;
// packages stay in node_modules, loaded by node as they are (sharp and PGlite ship native and
// WebAssembly files that do not bundle).
//
// node-version.ts and node-env.ts stay files of their own, imported first: in one bundle their
// lines would run after every package import (ES modules evaluate imports first), so an old Node
// could fail on a package before the version message, and React would load its development
// build before NODE_ENV said production.
import { build, type Plugin } from 'esbuild';

const runFirst: Plugin = {
  name: 'run-first',
  setup(b) {
    b.onResolve({ filter: /^\.\/node-(env|version)$/ }, (args) => ({
      path: `${args.path}.js`,
      external: true,
    }));
  },
};

await build({
  entryPoints: [
    'server/main.ts',
    'server/node-env.ts',
    'server/node-version.ts',
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
  plugins: [runFirst],
});

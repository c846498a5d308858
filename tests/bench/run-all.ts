// `npm run bench`: the benchmarks, one after the other (Lighthouse's, which needs packages the
// project does not depend on, excepted). The first-view one drives Chromium on the built server
// and seeds a demo gallery for it unless BENCH_DATA_DIR names a seeded one.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (file: string) => {
  console.log(`\n== ${file}`);
  execFileSync('npx', ['tsx', file], { stdio: 'inherit' });
};

run('tests/bench/pricing.bench.ts');
run('tests/bench/catalogue.bench.ts');
if (existsSync('dist/index.html')) {
  run('tests/bench/bundle-size.bench.ts');
  if (existsSync('dist-server/main.js')) run('tests/bench/first-view.bench.ts');
} else console.log('\n(no dist/: run npm run build for the bundle-size and first-view figures)');
if (existsSync('dist-server/main.js')) run('tests/bench/server-start.bench.ts');
else console.log('\n(no dist-server/: run npm run build for the server start figures)');

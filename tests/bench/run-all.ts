// `npm run bench`: every benchmark that needs no browser, one after the other.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (file: string) => {
  console.log(`\n== ${file}`);
  execFileSync('npx', ['tsx', file], { stdio: 'inherit' });
};

run('tests/bench/pricing.bench.ts');
run('tests/bench/catalogue.bench.ts');
if (existsSync('dist/index.html')) run('tests/bench/bundle-size.bench.ts');
else console.log('\n(no dist/: run npm run build for the bundle-size figure)');
if (existsSync('dist-server/main.js')) run('tests/bench/server-start.bench.ts');
else console.log('\n(no dist-server/: run npm run build for the server start figures)');

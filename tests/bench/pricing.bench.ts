// Pricing speed: prices thousands of generated configurations of the demo catalogue, each
// timed on its own, and prints the median and p95 in microseconds per configuration.
// Run: npx tsx tests/bench/pricing.bench.ts
import fc from 'fast-check';
import { priceConfiguration } from '../../src/domain/pricing';
import type { Buyer } from '../../src/domain/pricing';
import { validatePrintOptions } from '../../src/domain/print-options';
import type { PrintOptions } from '../../src/domain/print-options';
import { demoConfigLists as lists } from '../../server/db/seed/config-lists-data';
import { buyerArb, printOptionsArb } from '../unit/pricing/arbitraries';

const CONFIGURATIONS = 5000;
const ROUNDS = 5;

const configs = fc.sample(printOptionsArb, { numRuns: CONFIGURATIONS, seed: 42 });
const buyers = fc.sample(buyerArb, { numRuns: CONFIGURATIONS, seed: 7 });

function measure(label: string, run: (o: PrintOptions, b: Buyer) => unknown): void {
  const pairs = configs.map((o, i) => [o, buyers[i] as Buyer] as const);
  for (const [o, b] of pairs) run(o, b); // warm up the JIT
  const micros: number[] = [];
  let sink = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const [o, b] of pairs) {
      const start = process.hrtime.bigint();
      sink += run(o, b) ? 1 : 0;
      micros.push(Number(process.hrtime.bigint() - start) / 1000);
    }
  }
  micros.sort((a, b) => a - b);
  const at = (q: number) => (micros[Math.floor(q * (micros.length - 1))] ?? 0).toFixed(1);
  console.log(
    `${label.padEnd(34)} n=${micros.length}  median ${at(0.5)} us  p95 ${at(0.95)} us  max ${at(1)} us` +
      (sink === micros.length ? '' : ' (!)'),
  );
}

measure('priceConfiguration', (o, b) => priceConfiguration(o, lists, b));
measure('validate + price (server write)', (o, b) => {
  validatePrintOptions(o, lists, 1.5);
  return priceConfiguration(o, lists, b);
});

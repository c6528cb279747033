/**
 * `npm run bench:index:traffic`: only the CRM traffic case of `npm run bench:index` (no browser), per size of
 * BENCH_INDEX_SIZES. Smoke run: BENCH_INDEX_SIZES=3000 BENCH_DOCS=0 npm run bench:index:traffic
 */
import { runBench } from './support/report';
import { emitTraffic, SIZES } from './support/trafficCase';

runBench('bench:index:traffic', 60 * 60_000, async () => {
  for (const leads of SIZES) await emitTraffic(leads);
});

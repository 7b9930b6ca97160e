// npm test: the built console's JavaScript against its budgets (bench/web/measure.mjs; sizes
// are gzip -9 of the files in apps/web/dist, so the check is deterministic, not timed).
import path from 'node:path';
import { BUDGETS, judge, measure } from '../bench/web/measure.mjs';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const { lines, failed } = judge(measure(dist));
console.log(`web bundle budgets (gzip -9): sign-in ${BUDGETS.signIn} kB, shell ${BUDGETS.shell} kB, each page ${BUDGETS.page} kB`);
for (const l of lines) console.log(`  ${l}`);
if (failed.length > 0) {
  console.error(`\n${failed.length} over budget: ${failed.map((f) => f.what).join('; ')}. Find the weight with bench/web (chunk list) before cutting.`);
  process.exit(1);
}

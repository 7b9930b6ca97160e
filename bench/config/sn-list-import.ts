// bench/config (3): one special config for a list of SNs through the API (issue 32: "confirming a
// special-config import of 50,000 SNs without holding more than 64 MB of extra memory"). The bench's
// SNs (boxed) in the SN list template; the dry run, its report and the commit through the API, in a
// server process with its job workers on; the server's resident memory sampled every 50 ms from the
// upload to the commit's end, against what it held before (after a small import warmed it up).
import ExcelJS from 'exceljs';
import type { AppContext } from '../../apps/server/src/platform/context';
import { assertUnpackedWithin } from '../../apps/server/src/platform/kit/zip-bounds';
import { serverRss } from '../support/bench-app';

const GOAL_EXTRA_MB = 64;
const TAG = 'SW-BENCH-LIST';
type Api = { base: string; headers: Record<string, string> };
type Call = (api: Api, method: 'GET' | 'POST', p: string, body?: unknown) => Promise<Record<string, unknown>>;
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MB`;

/**
 * `probe`: the memory measured (default: the server process's resident memory); with the API in this
 * process, the live heap after a full collection (what the import holds, its garbage left out).
 */
export async function snListImport(
  ctx: AppContext,
  api: Api,
  call: Call,
  count: number,
  snOf: (i: number) => string,
  exec: (sql: string) => Promise<unknown>,
  probe: { label: string; read: () => number | null; everyMs?: number } = { label: 'server resident memory', read: () => serverRss(api.base) },
) {
  const path = (op: string) => ctx.svcPath('config', `/specialConfig/snList/${op}`);
  const template = Buffer.from(await fetch(`${api.base}${path('template')}`, { headers: api.headers }).then((r) => r.arrayBuffer()));
  const fileOf = async (n: number) => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(template as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const first = ws.rowCount + 1;
    for (let i = 0; i < n; i++) ws.getRow(first + i).values = [snOf(i)];
    return Buffer.from(await wb.xlsx.writeBuffer());
  };
  const waitJob = async (id: string) => {
    for (;;) {
      const job = await call(api, 'GET', ctx.svcPath('config', `/job/${id}`));
      if (job.status === 'completed' || job.status === 'failed') return job;
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const run = async (file: Buffer) => {
    const form = new FormData();
    const effectAt = new Date(Date.now() + 3_600_000).toISOString();
    form.append('defaults', JSON.stringify({ effectType: 'onActivation', effectAt, durationDays: 30, orderType: 'gift', softwarePackageNo: TAG }));
    form.append('file', new Blob([file]), 'sns.xlsx');
    const t0 = performance.now();
    const { authorization, language } = api.headers;
    const up = await fetch(`${api.base}${path('import')}`, {
      method: 'POST',
      headers: { authorization: authorization!, language: language! },
      body: form,
    }).then((r) => r.json());
    if (up.code !== 2000) throw new Error(`the upload answered ${JSON.stringify(up).slice(0, 300)}`);
    await waitJob(up.data.jobId);
    const report = await call(api, 'GET', `${path('importReport')}?jobId=${up.data.jobId}`);
    const dryMs = performance.now() - t0;
    const commit = await call(api, 'POST', path('importCommit'), { jobId: up.data.jobId });
    const job = await waitJob(commit.jobId as string);
    return { report, job, dryMs, commitMs: performance.now() - t0 - dryMs };
  };
  await exec(`delete from config_special where software_package_no = '${TAG}'`);
  // the server's first import loads exceljs and the import's code
  await run(await fileOf(200));
  await exec(`delete from config_special where software_package_no = '${TAG}'`);
  const file = await fileOf(count);
  const unpacked = assertUnpackedWithin(file, 2 ** 30);
  const before = probe.read();
  let peak = before ?? 0;
  let low = before ?? 0;
  let samples = 0;
  const sampler = setInterval(() => {
    const now = probe.read() ?? 0;
    peak = Math.max(peak, now);
    low = Math.min(low, now);
    samples++;
  }, probe.everyMs ?? 50);
  const { report, job, dryMs, commitMs } = await run(file).finally(() => clearInterval(sampler));
  const extra = before === null ? null : peak - before;
  console.log(
    `\n(3) one special config for a list of ${count.toLocaleString('en-US')} SNs through the API: file ${mb(file.length)}, its data ${mb(unpacked)} (limit 10 MB)`,
  );
  console.log(
    `  dry run ${(dryMs / 1000).toFixed(1)} s: ${report.create} to create, ${report.refuse} refused; commit ${(commitMs / 1000).toFixed(1)} s: ${job.status}, ${job.successCount} saved, ${job.failedCount} failed`,
  );
  console.log(
    `  ${probe.label}: ${before === null ? 'not known' : `${mb(before)} before, peak ${mb(peak)}, low ${mb(low)} (${samples} samples), extra ${mb(extra!)}`}   goal <= ${GOAL_EXTRA_MB} MB   ${extra === null ? '' : extra <= GOAL_EXTRA_MB * 1024 * 1024 ? 'met' : 'NOT met'}`,
  );
  await exec(`delete from config_special where software_package_no = '${TAG}'`);
}

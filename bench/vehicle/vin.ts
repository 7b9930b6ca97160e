// bench/vehicle (issue 33): VIN validation and offline decode of N VINs (10,000 by default) through
// our service — checkVin, the @cardog/corgi decode, our rule for the VIN and the field-by-field
// comparison (VinAnalyser, what the analyse call and the batch decode run) — against calling
// @cardog/corgi's decode directly on the same VINs, in the same run: VINs/s and the ratio (goal >= 0.8).
// The VINs: real North American, European and Asian prefixes (WMI + VDS) with varied model years and
// serial numbers, North American and Chinese ones with their right check digit. PGlite in memory.
// Usage: npx tsx bench/vehicle/vin.ts [--vins 10000] [--runs 2]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkVin, vinCheckDigit } from '@diagops/contracts';
import { VEHICLE_ITEM_TABLES } from '../../apps/server/src/modules/vehicle/basic-data.service';
import { vehicleNames } from '../../apps/server/src/modules/vehicle/basic-data.tables';
import { vinRules } from '../../apps/server/src/modules/vehicle/vin.tables';
import { VinAnalyser } from '../../apps/server/src/modules/vehicle/vin-analyse';
import { closeVinDecoder, vinDecoder } from '../../apps/server/src/modules/vehicle/vin-decoder';
import { closeContext, createContext } from '../../apps/server/src/platform/bootstrap';
import { loadConfig } from '../../apps/server/src/platform/config';

const GOAL = 0.8;
const { values } = parseArgs({ options: { vins: { type: 'string', default: '10000' }, runs: { type: 'string', default: '2' } } });
const N = Number(values.vins);
const RUNS = Number(values.runs);
const n = (x: number) => Math.round(x).toLocaleString('en-US');

/** positions 1–8 of real vehicles; position 9 is computed (or a European filler), 10 the year, 11 the plant, 12–17 the serial */
const PREFIXES = ['1HGCM826', '1FTFW1E8', '2T1BURHE', '5YJ3E1EA', 'JTDKN3DU', 'KMHD84LF', 'WBA3A5C5', 'WVWZZZ1J', 'WDDGF4HB', 'VF1RFB00', 'LSVAU218'];
const YEARS = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const PLANTS = 'ABCDEFGH0123456789';

function vins(count: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const p = PREFIXES[i % PREFIXES.length]!;
    const serial = String(100000 + ((i * 7919) % 900000));
    const body = `${p}0${YEARS[(i >> 3) % YEARS.length]}${PLANTS[i % PLANTS.length]}${serial}`;
    const europe = /^[S-Z]/.test(p);
    // Europe: half without a valid check digit (a warning), as found in the field
    out.push(europe && i % 2 ? body : body.slice(0, 8) + vinCheckDigit(body) + body.slice(9));
  }
  return out;
}

async function ourItem(ctx: Awaited<ReturnType<typeof createContext>>, kind: 'brand' | 'type', code: string, en: string): Promise<number> {
  const table = VEHICLE_ITEM_TABLES[kind] as typeof VEHICLE_ITEM_TABLES.brand;
  const names = [{ lang: 'en-US', name: en }];
  const [row] = await ctx.db.insert(table).values({ code, names }).returning({ id: table.id });
  await ctx.db.insert(vehicleNames).values(names.map((x) => ({ kind, itemId: row!.id, ...x })));
  return row!.id;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-vin-'));
  const ctx = await createContext(loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production' }), { memoryDb: true });
  try {
    // our rules: a brand (and the passenger-car type) for each WMI of the list
    const car = await ourItem(ctx, 'type', 'B-CAR', 'Passenger Car');
    const makes: Record<string, string> = {
      '1HG': 'Honda',
      '1FT': 'Ford',
      '2T1': 'Toyota',
      '5YJ': 'Tesla',
      JTD: 'Toyota',
      KMH: 'Hyundai',
      WBA: 'BMW',
      WVW: 'Volkswagen',
      WDD: 'Mercedes-Benz',
      VF1: 'Renault',
      LSV: 'Volkswagen',
    };
    const ids = new Map<string, number>();
    for (const make of new Set(Object.values(makes))) ids.set(make, await ourItem(ctx, 'brand', `B-${make}`, make));
    await ctx.db.insert(vinRules).values(Object.entries(makes).map(([wmi, make]) => ({ wmi, brandId: ids.get(make)!, typeId: car })));

    const list = vins(N);
    // one decoder for both (the app's): a first, untimed pass over the list warms its database and caches
    const direct = await vinDecoder(ctx);
    const tw = performance.now();
    for (const v of list) await direct.decode(v);
    const cold = performance.now() - tw;
    const ours = new VinAnalyser(ctx, ctx.db, 'en-US');
    for (const v of list.slice(0, 200)) await ours.analyseChecked(ours.check(v));

    // the machine is shared: the list goes in blocks of 250 VINs, each block timed both ways back to
    // back (which goes first alternates), so a change of load falls on both sides alike
    const BLOCK = 250;
    let refused = 0;
    let disagreements = 0;
    const d: number[] = [];
    const o: number[] = [];
    for (let r = 0; r < RUNS; r++) {
      // a fresh analyser per run: the rules and names are read again, as in one batch decode
      const a = new VinAnalyser(ctx, ctx.db, 'en-US');
      refused = 0;
      disagreements = 0;
      let td = 0;
      let to = 0;
      for (let i = 0, b = 0; i < list.length; i += BLOCK, b++) {
        const block = list.slice(i, i + BLOCK);
        const direct1 = async () => {
          const t0 = performance.now();
          for (const v of block) await direct.decode(v);
          td += performance.now() - t0;
        };
        const ours1 = async () => {
          const t0 = performance.now();
          for (const v of block) {
            const check = a.check(v);
            if (check.errors.length) {
              refused++;
              continue;
            }
            disagreements += (await a.analyseChecked(check)).disagreements;
          }
          to += performance.now() - t0;
        };
        if ((b + r) % 2 === 0) {
          await direct1();
          await ours1();
        } else {
          await ours1();
          await direct1();
        }
      }
      d.push(td);
      o.push(to);
    }
    const best = (xs: number[]) => Math.min(...xs);
    const dRate = (N / best(d)) * 1000;
    const oRate = (N / best(o)) * 1000;
    const warnings = list.filter((v) => checkVin(v).warnings.length).length;
    console.log(`first (cold) pass of corgi over the list, untimed in the ratio: ${(cold / 1000).toFixed(1)} s`);
    console.log(
      `VINs: ${n(N)} (${PREFIXES.length} prefixes; ${n(warnings)} with a warning, ${n(refused)} refused), runs: ${RUNS} (blocks of 250 alternating), best run of each`,
    );
    console.log(
      `@cardog/corgi decode, direct:          ${n(dRate)} VINs/s (${(best(d) / 1000).toFixed(1)} s; runs ${d.map((x) => (x / 1000).toFixed(1)).join(', ')} s)`,
    );
    console.log(
      `our service (check + decode + rule):   ${n(oRate)} VINs/s (${(best(o) / 1000).toFixed(1)} s; runs ${o.map((x) => (x / 1000).toFixed(1)).join(', ')} s)`,
    );
    console.log(
      `ratio ours / direct: ${(oRate / dRate).toFixed(2)}x (goal >= ${GOAL}: ${oRate / dRate >= GOAL ? 'met' : 'NOT met'}); ${n(disagreements)} field disagreements flagged`,
    );
  } finally {
    await closeVinDecoder(ctx);
    await closeContext(ctx);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

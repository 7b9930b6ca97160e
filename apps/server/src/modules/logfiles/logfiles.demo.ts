import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { LOG_CATEGORIES, LOG_UPLOAD_METHODS } from '@diagops/contracts';
import { count } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { storeFile } from '../files';
import { hashKey } from './app-keys.service';
import { insertLogFile, LOG_AREA } from './logfiles.service';
import { appKeys, logFiles } from './logfiles.tables';

const MODELS = ['DX-PRO5', 'DX-PRO3S', 'DX-LITE', 'DX-HD', 'TP-T300', 'VC-B500'];
const VEHICLES = ['Toyota Camry 2019', '大众 帕萨特 2021', 'BMW X5 2018', '比亚迪 汉 EV 2022', 'Ford F-150 2020', 'Honda Civic 2017', null];
const SUBMITTERS = ['zhang.wei@garage.cn', 'tech.mike@autofix.us', 'li.na', 'service-bot', null];
const IPS = ['192.168.1.23', '10.0.8.15', '203.0.113.7', '198.51.100.42', '127.0.0.1'];

/** A small, real log file's text. */
function logText(sn: string, i: number): string {
  const lines = [`# DiagOps device log  SN=${sn}  #${i}`];
  for (let n = 0; n < 40; n++)
    lines.push(`2026-11-${String(1 + (i % 20)).padStart(2, '0')}T08:${String(n).padStart(2, '0')}:00Z INFO ecu[${n % 7}] read DTC P0${100 + n} ok`);
  return `${lines.join('\n')}\n`;
}

/** seed:demo — an app key and `n` small log files stored through the files area (safe to run again). */
export async function seedLogFilesDemo(ctx: AppContext, n = 36): Promise<void> {
  const [{ value: have } = { value: 0 }] = await ctx.db.select({ value: count() }).from(logFiles);
  if (have >= n) return;
  const [key] = await ctx.db
    .insert(appKeys)
    .values({ name: 'Demo devices', prefix: 'lk_demo', keyHash: hashKey(`lk_demo_${crypto.randomUUID()}`) })
    .returning();
  const now = ctx.clock.now();
  for (let i = have; i < n; i++) {
    const sn = `98${String(4100000 + i * 37).padStart(10, '0')}`;
    const text = logText(sn, i);
    const file = await storeFile(ctx, {
      area: LOG_AREA,
      name: `${sn}_${LOG_CATEGORIES[i % LOG_CATEGORIES.length]}_${i}.log`,
      body: Readable.from([Buffer.from(text)]),
      uploader: { kind: 'device', id: key!.id },
    });
    const uploadedAt = new Date(now - i * 3_600_000 * 7);
    await insertLogFile(ctx, null, {
      sn,
      productModel: MODELS[i % MODELS.length]!,
      vehicle: VEHICLES[i % VEHICLES.length] ?? undefined,
      uploadMethod: LOG_UPLOAD_METHODS[i % 2]!,
      category: LOG_CATEGORIES[i % LOG_CATEGORIES.length]!,
      originalSize: text.length * 3,
      softwareVersion: `V${5 + (i % 3)}.${i % 10}.${i % 4}`,
      firmwareVersion: `FW${1 + (i % 2)}.${i % 5}`,
      logTime: new Date(uploadedAt.getTime() - 600_000).toISOString(),
      submitter: SUBMITTERS[i % SUBMITTERS.length] ?? undefined,
      file,
      ip: IPS[i % IPS.length]!,
      appKeyId: key!.id,
      uploadedAt,
      snDetailId: null,
    });
  }
}

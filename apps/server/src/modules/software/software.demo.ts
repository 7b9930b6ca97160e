import { count } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { stateHistory } from '../../platform/kit/kit.tables';
import { attachDemoPackage, storeDemoPackage } from './software.files';
import { appChecklist, mnemonics, softwareCodes, softwareVersions } from './software.tables';

// [code, zh, en, product codes whose models it runs on]
const CODES: Array<[string, string, string, string[]]> = [
  ['DIAG-APP', '诊断应用', 'Diagnostic app', ['DX-PRO5', 'DX-PRO3S', 'DX-HD', 'DX-EV']],
  ['DIAG-FW', '诊断仪固件', 'Scanner firmware', ['DX-PRO5', 'DX-PRO3S', 'DX-LITE']],
  ['VCI-FW', 'VCI 接口固件', 'VCI interface firmware', ['AL-VCI', 'DX-PRO5']],
  ['TPMS-APP', '胎压应用', 'TPMS app', ['TP-T100', 'TP-T300']],
  ['BAT-APP', '蓄电池检测应用', 'Battery test app', ['VC-B300', 'VC-B500']],
  ['TOOLKIT', '升级工具包', 'Upgrade toolkit', ['DX-PRO5', 'DX-PRO3S', 'DX-LITE', 'DX-HD']],
];

const MNEMONICS: Array<[string, string, string, string | null]> = [
  ['dtc.read', '读取故障码', 'Read trouble codes', 'DIAG-APP'],
  ['dtc.clear', '清除故障码', 'Clear trouble codes', 'DIAG-APP'],
  ['live.data', '数据流', 'Live data', 'DIAG-APP'],
  ['ecu.info', '电脑版本信息', 'ECU information', 'DIAG-APP'],
  ['tpms.relearn', '胎压学习', 'TPMS relearn', 'TPMS-APP'],
  ['bat.cca', '冷启动电流', 'Cold cranking amps', 'BAT-APP'],
  ['common.ok', '确定', 'OK', null],
  ['common.cancel', '取消', 'Cancel', null],
];

/**
 * Demo rows of the software area: codes for the demo models, released versions, some in
 * review, mnemonics, a checklist. `modelsOfProduct` gives the live model ids of a demo
 * product code (seed-demo reads them from the products it has just written).
 */
export async function seedSoftwareDemo(ctx: AppContext, modelsOfProduct: (productCode: string) => Promise<number[]>): Promise<void> {
  const db = ctx.db;
  const [{ n }] = (await db.select({ n: count() }).from(softwareCodes)) as [{ n: number }];
  if (Number(n) > 0) return;
  const modelIds = async (productCodes: string[]) => {
    const ids: number[] = [];
    for (const c of productCodes) ids.push(...(await modelsOfProduct(c)));
    return ids;
  };
  const codeIds = new Map<string, number>();
  const codeModels = new Map<string, number[]>();
  for (const [code, zh, en, productCodes] of CODES) {
    const ids = await modelIds(productCodes);
    const [c] = await db
      .insert(softwareCodes)
      .values({ code, nameZh: zh, nameEn: en, productModelIds: ids, remark: `${zh} / ${en}` })
      .returning();
    codeIds.set(code, c!.id);
    codeModels.set(code, ids);
  }
  const day = 86_400_000;
  const now = ctx.clock.now();
  // [code, type, version, state, days ago]
  const VERSIONS: Array<[string, 'full' | 'patch' | 'toolkit', string, 'draft' | 'inReview' | 'released' | 'withdrawn', number]> = [
    ['DIAG-APP', 'full', '5.0.0', 'released', 60],
    ['DIAG-APP', 'full', '5.1.0', 'withdrawn', 30],
    ['DIAG-APP', 'full', '5.1.1', 'released', 20],
    ['DIAG-APP', 'patch', '5.1.2', 'inReview', 2],
    ['DIAG-FW', 'full', '2.3.0', 'released', 45],
    ['DIAG-FW', 'full', '2.4.0', 'draft', 1],
    ['VCI-FW', 'full', '1.8.2', 'released', 90],
    ['TPMS-APP', 'full', '3.2.0', 'released', 15],
    ['BAT-APP', 'full', '1.0.5', 'inReview', 3],
    ['TOOLKIT', 'toolkit', '7.0.1', 'released', 40],
    ['TOOLKIT', 'toolkit', '7.1.0', 'inReview', 1],
  ];
  for (const [code, type, versionNo, state, ago] of VERSIONS) {
    const at = new Date(now - ago * day);
    const file = await storeDemoPackage(ctx, `${code}-${versionNo}.zip`);
    const [v] = await db
      .insert(softwareVersions)
      .values({
        softwareCodeId: codeIds.get(code)!,
        operationType: type,
        versionNo,
        baseVersion: type === 'patch' ? '5.1.1' : null,
        ...(file ?? {}),
        notesZh: `${versionNo}：修复已知问题，提升连接稳定性。`,
        notesEn: `${versionNo}: fixes known issues and improves connection stability.`,
        minVersions: code === 'DIAG-APP' ? [{ softwareCodeId: codeIds.get('DIAG-FW')!, minVersion: '2.3.0' }] : [],
        state,
        createdByName: 'admin',
        submittedBy: state === 'draft' ? null : 'admin',
        submittedAt: state === 'draft' ? null : at,
        reviewedBy: state === 'released' || state === 'withdrawn' ? 'reviewer' : null,
        releasedAt: state === 'released' || state === 'withdrawn' ? new Date(at.getTime() + day / 4) : null,
        withdrawnBy: state === 'withdrawn' ? 'reviewer' : null,
        withdrawnAt: state === 'withdrawn' ? new Date(at.getTime() + 2 * day) : null,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (file) await db.transaction((tx) => attachDemoPackage(ctx, tx, v!.id, file.fileId));
    const steps: Array<[string, string | null, string, string | null]> = [['create', null, 'draft', null]];
    if (state !== 'draft') steps.push(['submit', 'draft', 'inReview', null]);
    if (state === 'released' || state === 'withdrawn') steps.push(['approve', 'inReview', 'released', null]);
    if (state === 'withdrawn') steps.push(['withdraw', 'released', 'withdrawn', '发现兼容性问题 / a compatibility problem was found']);
    await db.insert(stateHistory).values(
      steps.map(([action, fromState, toState, reason], i) => ({
        entityType: 'softwareVersion',
        entityId: String(v!.id),
        action,
        fromState,
        toState,
        reason,
        username: action === 'approve' || action === 'withdraw' ? 'reviewer' : 'admin',
        createdAt: new Date(at.getTime() + i * 3_600_000),
      })),
    );
  }
  await db
    .insert(mnemonics)
    .values(MNEMONICS.map(([code, zh, en, sw]) => ({ code, textZh: zh, textEn: en, softwareCodeId: sw ? (codeIds.get(sw) ?? null) : null })));
  const entries: Array<typeof appChecklist.$inferInsert> = [];
  for (const [code] of CODES) {
    for (const [j, modelId] of (codeModels.get(code) ?? []).entries()) {
      if (j > 3) break;
      entries.push({ productModelId: modelId, softwareCodeId: codeIds.get(code)!, required: code !== 'TOOLKIT', sort: entries.length });
    }
  }
  if (entries.length > 0) await db.insert(appChecklist).values(entries);
}

/**
 * Demo data: `npm run seed:demo -- [--scale N]` fills the supply areas (brands, products,
 * models, channels, suppliers, warehouses, platform SKUs) and customers with realistic bilingual rows.
 * N is the number of platform SKUs and of customers (default 2,000; 1,000,000 for the benchmarks); SKUs are
 * generated in SQL (generate_series) in batches. Safe to run again: reference rows are
 * added once, SKUs are topped up to N.
 */
import { and, count, eq } from 'drizzle-orm';
import { seedCustomerDemo } from './modules/customers';
import { seedDealersDemo } from './modules/dealers';
import { seedDevicesDemo } from './modules/devices';
import { seedExpertsDemo } from './modules/experts';
import { seedFeedbackDemo, seedFeedbackScale } from './modules/feedback';
import { seedKnowledgeDemo } from './modules/knowledge';
import { seedLogFilesDemo } from './modules/logfiles';
import { productBrands, productModels, products } from './modules/products/products.tables';
import { platformSkus } from './modules/skus/skus.tables';
import { seedSoftwareDemo } from './modules/software';
import { basicAccounts, channels, suppliers, warehouses } from './modules/supply/supply.tables';
import { seedTerminalsDemo } from './modules/terminals';
import { closeContext, createContext } from './platform/bootstrap';
import { loadConfig } from './platform/config';
import type { AppContext } from './platform/context';
import { stateHistory } from './platform/kit/kit.tables';
import { seed } from './seed';

const BRANDS = [
  ['DIAGOPS', '迪奥普斯', 'DiagOps', 'diag'],
  ['AUTOLINK', '奥托林克', 'AutoLink', 'diag'],
  ['TYREPRO', '胎博士', 'TyrePro', 'tpms'],
  ['VOLTCHECK', '伏特检', 'VoltCheck', 'battery'],
  ['CHARGEX', '充能星', 'ChargeX', 'evcharge'],
] as const;

// [code, zh, en, line, brand, category]
const PRODUCTS: Array<[string, string, string, string, string, string]> = [
  ['DX-PRO5', 'DX Pro5 智能诊断平板', 'DX Pro5 smart diagnostic tablet', 'diag', 'DIAGOPS', 'scanner'],
  ['DX-PRO3S', 'DX Pro3S 全车系诊断仪', 'DX Pro3S all-system scanner', 'diag', 'DIAGOPS', 'scanner'],
  ['DX-LITE', 'DX Lite 蓝牙诊断盒', 'DX Lite Bluetooth OBD dongle', 'diag', 'DIAGOPS', 'scanner'],
  ['DX-HD', 'DX HD 商用车诊断仪', 'DX HD heavy-duty scanner', 'diag', 'DIAGOPS', 'scanner'],
  ['DX-EV', 'DX EV 新能源诊断套装', 'DX EV electric-vehicle diagnostic kit', 'diag', 'DIAGOPS', 'scanner'],
  ['AL-CR200', 'CR200 故障码读卡器', 'CR200 code reader', 'diag', 'AUTOLINK', 'scanner'],
  ['AL-CR500', 'CR500 双语故障码读卡器', 'CR500 bilingual code reader', 'diag', 'AUTOLINK', 'scanner'],
  ['AL-VCI', 'VCI 通讯接口', 'VCI communication interface', 'diag', 'AUTOLINK', 'accessory'],
  ['AL-CABLE16', 'OBD-16 延长线', 'OBD-16 extension cable', 'diag', 'AUTOLINK', 'accessory'],
  ['DX-SUB-1Y', '诊断软件一年订阅', 'Diagnostic software, one-year subscription', 'diag', 'DIAGOPS', 'subscription'],
  ['DX-SUB-2Y', '诊断软件两年订阅', 'Diagnostic software, two-year subscription', 'diag', 'DIAGOPS', 'subscription'],
  ['TP-T100', 'T100 胎压传感器激活工具', 'T100 TPMS activation tool', 'tpms', 'TYREPRO', 'tpms'],
  ['TP-T300', 'T300 胎压编程诊断仪', 'T300 TPMS programming tool', 'tpms', 'TYREPRO', 'tpms'],
  ['TP-S1', 'S1 可编程胎压传感器', 'S1 programmable TPMS sensor', 'tpms', 'TYREPRO', 'accessory'],
  ['TP-S1-4', 'S1 胎压传感器四只装', 'S1 TPMS sensor, 4-pack', 'tpms', 'TYREPRO', 'accessory'],
  ['VC-B300', 'B300 蓄电池检测仪', 'B300 battery tester', 'battery', 'VOLTCHECK', 'battery'],
  ['VC-B500', 'B500 带打印蓄电池检测仪', 'B500 battery tester with printer', 'battery', 'VOLTCHECK', 'battery'],
  ['VC-CLAMP', '检测仪替换夹钳', 'Replacement tester clamps', 'battery', 'VOLTCHECK', 'accessory'],
  ['CX-W7', 'W7 7kW 家用交流充电桩', 'W7 7 kW home AC charger', 'evcharge', 'CHARGEX', 'accessory'],
  ['CX-W11', 'W11 11kW 三相充电桩', 'W11 11 kW three-phase charger', 'evcharge', 'CHARGEX', 'accessory'],
];

const MODELS: Array<[string, string, string]> = [
  ['STD', '标准版', 'Standard'],
  ['PLUS', '升级版', 'Plus'],
  ['KIT', '套装版', 'Kit'],
];

// [code, zh, en, platform, site, currency]
const CHANNELS: Array<[string, string, string, string, string, string]> = [
  ['AMZ-US', '亚马逊美国站', 'Amazon US', 'amazon', 'US', 'USD'],
  ['AMZ-CA', '亚马逊加拿大站', 'Amazon Canada', 'amazon', 'CA', 'CAD'],
  ['AMZ-UK', '亚马逊英国站', 'Amazon UK', 'amazon', 'UK', 'GBP'],
  ['AMZ-DE', '亚马逊德国站', 'Amazon Germany', 'amazon', 'DE', 'EUR'],
  ['AMZ-FR', '亚马逊法国站', 'Amazon France', 'amazon', 'FR', 'EUR'],
  ['AMZ-JP', '亚马逊日本站', 'Amazon Japan', 'amazon', 'JP', 'JPY'],
  ['AMZ-AU', '亚马逊澳洲站', 'Amazon Australia', 'amazon', 'AU', 'AUD'],
  ['EBAY-US', 'eBay美国站', 'eBay US', 'ebay', 'US', 'USD'],
  ['EBAY-DE', 'eBay德国站', 'eBay Germany', 'ebay', 'DE', 'EUR'],
  ['WALMART-US', '沃尔玛美国', 'Walmart US', 'walmart', 'US', 'USD'],
  ['ALIEXPRESS', '速卖通', 'AliExpress', 'aliexpress', 'GLOBAL', 'USD'],
  ['SHOP-OWN', '官网商城', 'Official web shop', 'shopify', 'GLOBAL', 'USD'],
  ['TMALL-CN', '天猫旗舰店', 'Tmall flagship store', 'tmall', 'CN', 'CNY'],
  ['JD-CN', '京东自营', 'JD.com', 'jd', 'CN', 'CNY'],
];

// [code, zh, en, payment terms]; all in China, paid in CNY
const SUPPLIERS: Array<[string, string, string, string]> = [
  ['SUP-SZPCB', '深圳华讯电路板有限公司', 'Shenzhen Huaxun PCB Co., Ltd.', 'net30'],
  ['SUP-DGPLAS', '东莞精塑模具厂', 'Dongguan Precision Plastics', 'net60'],
  ['SUP-NBCABLE', '宁波线缆科技', 'Ningbo Cable Technology', 'net30'],
  ['SUP-SHLCD', '上海晶显屏幕', 'Shanghai Crystal Display', 'prepaid'],
  ['SUP-HZBATT', '惠州锂能电池', 'Huizhou Lithium Energy', 'cashOnDelivery'],
  ['SUP-SZPACK', '深圳彩印包装', 'Shenzhen Colour Packaging', 'net90'],
];

// [code, zh, en, type, country]
const WAREHOUSES: Array<[string, string, string, 'own' | 'overseas' | 'platform', string, string]> = [
  ['WH-SZ', '深圳总仓', 'Shenzhen main warehouse', 'own', 'CN', '深圳朗科技术有限公司'],
  ['WH-SH', '上海分仓', 'Shanghai branch warehouse', 'own', 'CN', '深圳朗科技术有限公司'],
  ['WH-US-LA', '美国洛杉矶海外仓', 'Los Angeles overseas warehouse', 'overseas', 'US', 'Lenkor Inc.'],
  ['WH-DE-FRA', '德国法兰克福海外仓', 'Frankfurt overseas warehouse', 'overseas', 'DE', 'Lenkor GmbH'],
  ['WH-FBA-US', '亚马逊FBA美国仓', 'Amazon FBA US', 'platform', 'US', 'Lenkor Inc.'],
  ['WH-FBA-EU', '亚马逊FBA欧洲仓', 'Amazon FBA EU', 'platform', 'DE', 'Lenkor GmbH'],
];

export async function seedReference(ctx: AppContext) {
  const db = ctx.db;
  await db
    .insert(productBrands)
    .values(BRANDS.map(([code, zh, en, line], i) => ({ code, nameZh: zh, nameEn: en, productLine: line, sort: i })))
    .onConflictDoNothing();
  const brandIds = new Map((await db.select().from(productBrands)).map((b) => [b.code, b.id]));
  await db
    .insert(channels)
    .values(CHANNELS.map(([code, zh, en, platform, site]) => ({ code, nameZh: zh, nameEn: en, platform, site })))
    .onConflictDoNothing();
  await db
    .insert(suppliers)
    .values(SUPPLIERS.map(([code, zh, en, paymentTerms]) => ({ code, nameZh: zh, nameEn: en, paymentTerms, country: 'CN', currency: 'CNY' })))
    .onConflictDoNothing();
  if ((await db.select({ id: basicAccounts.id }).from(basicAccounts).limit(1)).length === 0) {
    const [pcb] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.code, 'SUP-SZPCB'));
    await db.insert(basicAccounts).values([
      {
        name: '招商银行基本户',
        kind: 'bank',
        holder: '深圳朗科技术有限公司',
        bankName: '招商银行深圳分行',
        accountNo: '755912345610001',
        swift: 'CMBCCNBS',
        currency: 'CNY',
      },
      {
        name: 'USD settlement',
        kind: 'bank',
        holder: 'Lenkor Inc.',
        bankName: 'Bank of America',
        accountNo: '026009593001234',
        swift: 'BOFAUS3N',
        currency: 'USD',
      },
      { name: 'PayPal', kind: 'paypal', holder: 'Lenkor Inc.', accountNo: 'pay@lenkor.example', currency: 'USD' },
      {
        name: '华讯电路板收款户',
        kind: 'bank',
        holder: '深圳华讯电路板有限公司',
        bankName: '中国工商银行',
        accountNo: '4000021209200123456',
        currency: 'CNY',
        supplierId: pcb?.id ?? null,
      },
    ]);
  }
  await db
    .insert(warehouses)
    .values(WAREHOUSES.map(([code, zh, en, type, country, company]) => ({ code, nameZh: zh, nameEn: en, type, country, company })))
    .onConflictDoNothing();
  const [{ n }] = (await db.select({ n: count() }).from(products)) as [{ n: number }];
  if (Number(n) > 0) return;
  for (const [i, [code, zh, en, line, brand, category]] of PRODUCTS.entries()) {
    const status = i % 9 === 8 ? 'discontinued' : i % 7 === 6 ? 'draft' : 'onSale';
    const [p] = await db
      .insert(products)
      .values({ code, nameZh: zh, nameEn: en, productLine: line, brandId: brandIds.get(brand) ?? null, category, status, description: `${zh} / ${en}` })
      .returning();
    const history: Array<{ action: string; fromState: string | null; toState: string; reason: string | null }> = [
      { action: 'create', fromState: null, toState: 'draft', reason: null },
    ];
    if (status !== 'draft') history.push({ action: 'publish', fromState: 'draft', toState: 'onSale', reason: null });
    if (status === 'discontinued')
      history.push({ action: 'discontinue', fromState: 'onSale', toState: 'discontinued', reason: '新一代产品替代 / replaced by the next generation' });
    await db.insert(stateHistory).values(history.map((h) => ({ ...h, entityType: 'product', entityId: String(p!.id), username: 'admin' })));
    const models = category === 'subscription' ? MODELS.slice(0, 1) : MODELS.slice(0, 2 + (i % 2));
    await db
      .insert(productModels)
      .values(models.map(([m, mzh, men], j) => ({ productId: p!.id, code: `${code}-${m}`, nameZh: `${zh} ${mzh}`, nameEn: `${en} ${men}`, sort: j })));
  }
}

/** Tops the platform SKUs up to `target`, in SQL batches. */
export async function seedSkus(ctx: AppContext, target: number, log: (m: string) => void = console.log) {
  const [{ n }] = (await ctx.db.select({ n: count() }).from(platformSkus)) as [{ n: number }];
  let have = Number(n);
  const batch = 100_000;
  const started = Date.now();
  // channels in code order, as the SQL below orders their ids: name, channel and currency agree
  const byCode = [...CHANNELS].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  const currency = `array[${byCode.map((c) => `'${c[5]}'`).join(',')}]`;
  const codes = `array[${byCode.map((c) => `'${c[0]}'`).join(',')}]`;
  while (have < target) {
    const from = have + 1;
    const to = Math.min(target, have + batch);
    await ctx.database.execSql(`
      with p as (select array_agg(id order by id) ids, array_agg(name_zh order by id) zh, array_agg(name_en order by id) en from products where del_flag = false),
           c as (select array_agg(id order by code) ids from channels where del_flag = false and code = any(${codes}))
      insert into platform_skus (sku_code, name_zh, name_en, product_id, channel_id, platform_sku_code, price, currency, status, remark, created_at, updated_at)
      select 'SKU-' || lpad(g::text, 7, '0'),
             p.zh[1 + g % cardinality(p.ids)] || ' · ' || (${codes})[1 + (g / 3) % ${CHANNELS.length}],
             p.en[1 + g % cardinality(p.ids)] || ' · ' || (${codes})[1 + (g / 3) % ${CHANNELS.length}],
             p.ids[1 + g % cardinality(p.ids)],
             c.ids[1 + (g / 3) % cardinality(c.ids)],
             upper(substr(md5(g::text), 1, 10)),
             round(((19 + (g * 37) % 2980) + 0.99)::numeric, 2),
             (${currency})[1 + (g / 3) % ${CHANNELS.length}],
             case when g % 10 = 0 then 'disabled' else 'enabled' end,
             case when g % 25 = 0 then '促销价 / promotion price' end,
             now() - make_interval(days => g % 730, secs => g % 86400),
             now() - make_interval(days => g % 365, secs => g % 3600)
      from generate_series(${from}, ${to}) g, p, c
      on conflict do nothing`);
    have = to;
    log(`platform SKUs: ${have.toLocaleString('en-US')} / ${target.toLocaleString('en-US')} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  // set the visibility map so counts are index-only scans
  await ctx.database.execSql('vacuum analyze platform_skus');
}

async function main() {
  const i = process.argv.indexOf('--scale');
  const scale = i >= 0 ? Number(process.argv[i + 1]) : 2000;
  if (!Number.isInteger(scale) || scale < 0) throw new Error('--scale takes a whole number of platform SKUs');
  const ctx = await createContext(loadConfig());
  try {
    await seed(ctx, console.log);
    await seedReference(ctx);
    await seedSkus(ctx, scale);
    await seedSoftwareDemo(ctx, async (code) => {
      const rows = await ctx.db
        .select({ id: productModels.id })
        .from(productModels)
        .innerJoin(products, eq(products.id, productModels.productId))
        .where(and(eq(products.code, code), eq(productModels.delFlag, false)))
        .orderBy(productModels.sort, productModels.id);
      return rows.map((r) => r.id);
    });
    await seedKnowledgeDemo(ctx);
    // as many customers as SKUs (--scale 1000000 for the customer benchmarks)
    await seedCustomerDemo(ctx, scale);
    // devices after customers, so the demo devices find owners
    // devices: two per SKU of the scale (2,000,000 at --scale 1000000)
    await seedDevicesDemo(ctx, scale * 2);
    await seedLogFilesDemo(ctx);
    await seedFeedbackDemo(ctx);
    // feedback: as many items as the scale (--scale 1000000 for the feedback benchmark)
    await seedFeedbackScale(ctx, scale, console.log);
    await seedDealersDemo(ctx);
    // experts after customers: their demo orders belong to the first customers
    await seedExpertsDemo(ctx);
    await seedTerminalsDemo(ctx);
    const [{ n }] = (await ctx.db.select({ n: count() }).from(platformSkus).where(eq(platformSkus.delFlag, false))) as [{ n: number }];
    console.log(
      `demo data ready (${ctx.database.kind}): ${PRODUCTS.length} products, ${CHANNELS.length} channels, ${Number(n).toLocaleString('en-US')} platform SKUs`,
    );
  } finally {
    await closeContext(ctx);
  }
}

if (process.argv[1] && /seed-demo\.[tj]s$/.test(process.argv[1])) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

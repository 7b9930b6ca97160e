import type { AppContext } from '../../platform/context';
import { knowledgeCategories, knowledgeItems, knowledgeRevisions } from './knowledge.tables';
import { itemSearchTerms, sanitizeContent } from './knowledge.text';

// [type, zh, en, children: [zh, en][]]
const CATEGORIES: Array<[string, string, string, Array<[string, string]>]> = [
  [
    'article',
    '故障诊断',
    'Fault diagnosis',
    [
      ['发动机', 'Engine'],
      ['变速箱', 'Transmission'],
      ['车身电气', 'Body electrics'],
    ],
  ],
  [
    'manual',
    '产品手册',
    'Product manuals',
    [
      ['诊断仪', 'Scanners'],
      ['胎压工具', 'TPMS tools'],
    ],
  ],
  [
    'video',
    '操作视频',
    'How-to videos',
    [
      ['入门', 'Getting started'],
      ['软件升级', 'Software upgrades'],
    ],
  ],
  [
    'faq',
    '常见问题',
    'FAQ',
    [
      ['账号与激活', 'Account and activation'],
      ['连接问题', 'Connection problems'],
    ],
  ],
];

// [big en, small en, title, zh html, en html, published]
const ITEMS: Array<[string, string, string, string, string, boolean]> = [
  [
    'Fault diagnosis',
    'Engine',
    '发动机故障灯常亮排查 / Check-engine light stays on',
    '<h2>现象</h2><p>发动机故障灯常亮，车辆可以正常行驶。</p><ol><li>连接诊断仪读取故障码</li><li>检查氧传感器与点火线圈</li></ol>',
    '<h2>Symptom</h2><p>The check-engine light stays on while the vehicle drives normally.</p><ol><li>Connect the scanner and read the fault codes</li><li>Check the oxygen sensor and ignition coils</li></ol>',
    true,
  ],
  [
    'Fault diagnosis',
    'Transmission',
    '自动变速箱换挡冲击 / Harsh automatic gear shifts',
    '<p>换挡冲击多由变速箱油液老化或电磁阀故障引起。先做<strong>自适应学习</strong>再路试。</p>',
    '<p>Harsh shifts usually come from aged transmission fluid or a failing solenoid. Run the <strong>adaptive learning</strong> first, then road-test.</p>',
    true,
  ],
  [
    'Fault diagnosis',
    'Body electrics',
    '车窗防夹功能初始化 / Window anti-pinch initialisation',
    '<p>更换电瓶后车窗一键升降失效：将车窗降到底并保持三秒，再升到顶并保持三秒。</p>',
    '<p>One-touch windows stop working after a battery change: lower the window fully and hold for three seconds, then raise it fully and hold for three seconds.</p>',
    false,
  ],
  [
    'Product manuals',
    'Scanners',
    'DX Pro5 快速入门手册 / DX Pro5 quick start',
    '<p>开机后登录账号，选择车型并连接 VCI 接口即可开始诊断。</p>',
    '<p>Sign in after power-on, choose the vehicle and connect the VCI to start diagnosing.</p>',
    true,
  ],
  [
    'Product manuals',
    'TPMS tools',
    'T300 胎压传感器编程 / Programming TPMS sensors with the T300',
    '<p>选择车型后读取原车传感器 ID，再写入新传感器。</p>',
    '<p>Choose the vehicle, read the original sensor IDs, then write them to the new sensors.</p>',
    true,
  ],
  [
    'How-to videos',
    'Software upgrades',
    '诊断软件在线升级演示 / Upgrading the diagnostic software online',
    '<p>在设置页点击“软件升级”，选择需要的车型软件后一键下载。</p>',
    '<p>Open Settings, tap "Software upgrade", pick the vehicle software you need and download it in one go.</p>',
    true,
  ],
  [
    'FAQ',
    'Connection problems',
    '蓝牙连接失败怎么办 / Bluetooth connection fails',
    '<p>确认 VCI 指示灯常亮，关闭手机蓝牙后重新配对。</p>',
    '<p>Make sure the VCI light is steady, turn the phone’s Bluetooth off and pair again.</p>',
    true,
  ],
  [
    'FAQ',
    'Account and activation',
    '设备激活码在哪里 / Where is the activation code',
    '<p>激活码印在包装盒内的密码信封上。</p>',
    '<p>The activation code is printed on the password envelope inside the box.</p>',
    false,
  ],
];

/** Demo rows: four category pairs of each type and bilingual items. Safe to run again (only when the area is empty). */
export async function seedKnowledgeDemo(ctx: AppContext): Promise<void> {
  const db = ctx.db;
  const existing = await db.select({ id: knowledgeCategories.id }).from(knowledgeCategories).limit(1);
  if (existing.length) return;
  const ids = new Map<string, number>();
  let sort = 0;
  for (const [type, zh, en, children] of CATEGORIES) {
    const [top] = await db.insert(knowledgeCategories).values({ nameZh: zh, nameEn: en, knowledgeType: type, sort: sort++ }).returning();
    ids.set(en, top!.id);
    let childSort = 0;
    for (const [czh, cen] of children) {
      const [child] = await db
        .insert(knowledgeCategories)
        .values({ parentId: top!.id, nameZh: czh, nameEn: cen, knowledgeType: type, sort: childSort++ })
        .returning();
      ids.set(`${en}/${cen}`, child!.id);
    }
  }
  for (const [bigEn, smallEn, title, zhHtml, enHtml, published] of ITEMS) {
    const type = CATEGORIES.find((c) => c[2] === bigEn)![0];
    const contentZh = sanitizeContent(zhHtml);
    const contentEn = sanitizeContent(enHtml);
    const [item] = await db
      .insert(knowledgeItems)
      .values({
        title,
        knowledgeType: type,
        bigClassify: ids.get(bigEn)!,
        smallClassify: ids.get(`${bigEn}/${smallEn}`)!,
        contentZh,
        contentEn,
        status: published ? 'published' : 'draft',
        publishedAt: published ? new Date(ctx.clock.now()) : null,
        searchTerms: itemSearchTerms({ title, contentZh, contentEn }),
        createdByName: 'admin',
        updatedByName: 'admin',
      })
      .returning();
    await db.insert(knowledgeRevisions).values({
      itemId: item!.id,
      version: 1,
      action: 'create',
      changed: ['title', 'classification', 'contentZh', 'contentEn'],
      username: 'admin',
      snapshot: { title, contentZh, contentEn, status: item!.status, fileNames: [] },
    });
  }
}

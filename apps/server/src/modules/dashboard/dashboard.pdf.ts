import fs from 'node:fs';
import type { TDashboard, TDashboardChart, TDashboardText } from '@diagops/contracts';
import PDFDocument from 'pdfkit';
import { AppError } from '../../platform/http/errors';

type Lang = 'zh-CN' | 'en-US';
const pick = (t: TDashboardText | undefined, lang: Lang) => (t ? (lang === 'zh-CN' ? t[0] : t[1]) : '');

/** Fonts with Chinese glyphs where Debian, Ubuntu and Alpine install them (fonts-noto-cjk); DASHBOARD_PDF_FONT names another. */
const CJK_FONTS: Array<[file: string, name: string]> = [
  ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', 'NotoSansCJKsc-Regular'],
  ['/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc', 'NotoSansCJKsc-Regular'],
  ['/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc', 'NotoSansCJKsc-Regular'],
  ['/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc', 'NotoSerifCJKsc-Regular'],
];

/** The font a dashboard in `lang` is written with: the configured or an installed CJK one; English falls back to Helvetica. */
export function pdfFont(lang: Lang, configured?: string): { file?: string; name: string } {
  if (configured) {
    if (!fs.existsSync(configured)) throw new AppError(79405);
    return { file: configured, name: configured.endsWith('.ttc') ? 'NotoSansCJKsc-Regular' : configured };
  }
  const found = CJK_FONTS.find(([file]) => fs.existsSync(file));
  if (found) return { file: found[0], name: found[1] };
  // no font on this server can write Chinese (79405 tells the operator what to install)
  if (lang === 'zh-CN') throw new AppError(79405);
  return { name: 'Helvetica' };
}

/** The PDF's file name: the dashboard's title, month and zone. */
export const dashboardPdfName = (d: TDashboard, lang: Lang) => `${pick(d.title, lang)} ${d.month} UTC+${d.zone}.pdf`;

const MARGIN = 40;
const ROW = 18;

/**
 * The dashboard as a PDF in one language (A4): its title, month and zone, the totals, and every
 * chart's numbers as a table — the same numbers the screen's table view and the e-mail show.
 */
export async function renderDashboardPdf(d: TDashboard, lang: Lang, opts: { font?: string; compress?: boolean } = {}): Promise<Buffer> {
  const font = pdfFont(lang, opts.font);
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, compress: opts.compress ?? true, info: { Title: pick(d.title, lang) } });
  if (font.file) doc.registerFont('body', font.file, font.name);
  doc.font(font.file ? 'body' : font.name);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fmt = new Intl.NumberFormat(lang);
  const width = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - MARGIN;

  doc.fontSize(16).text(`${pick(d.title, lang)} ${d.month} (${d.zone === 8 ? 'UTC+8' : 'UTC+0'})`);
  doc.moveDown(0.5).fontSize(10);
  table(
    doc,
    [lang === 'zh-CN' ? '指标' : 'Figure', lang === 'zh-CN' ? '数值' : 'Value'],
    d.tiles.map((t) => [pick(t.label, lang), `${fmt.format(t.value)}${t.unit ? ` ${pick(t.unit, lang)}` : ''}`]),
    width,
    bottom,
  );
  for (const c of d.charts) {
    if (doc.y + ROW * 3 > bottom()) doc.addPage();
    doc.moveDown(0.8).fontSize(12).text(pick(c.title, lang), MARGIN).fontSize(10).moveDown(0.3);
    table(doc, chartHead(c, lang), chartRows(c, lang, fmt), width, bottom, lang);
  }
  doc.end();
  return done;
}

const chartHead = (c: TDashboardChart, lang: Lang) => [
  pick(c.xName, lang) || (lang === 'zh-CN' ? '类别' : 'Category'),
  ...c.series.map((s) => pick(s.label, lang)),
];
const chartRows = (c: TDashboardChart, lang: Lang, fmt: Intl.NumberFormat) =>
  c.dimensions.map((dim, i) => [pick(dim.label, lang), ...c.series.map((s) => (s.values[i] === null ? '–' : fmt.format(s.values[i]!)))]);

/** A table of text cells, the first column wider, a new page (with the head again) when the page is full. */
function table(doc: PDFKit.PDFDocument, head: string[], rows: string[][], width: number, bottom: () => number, lang: Lang = 'en-US') {
  const first = head.length > 1 ? Math.max(width * 0.34, width / head.length) : width;
  const rest = head.length > 1 ? (width - first) / (head.length - 1) : 0;
  const line = (cells: string[], bold: boolean) => {
    if (doc.y + ROW > bottom()) doc.addPage();
    const y = doc.y;
    if (bold)
      doc
        .rect(MARGIN, y - 2, width, ROW)
        .fill('#f0f0f0')
        .fillColor('#1f1f1f');
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const w = i === 0 ? first : rest;
      doc.text(cell, x + 4, y + 2, { width: w - 8, height: ROW - 2, ellipsis: true, lineBreak: false, align: i === 0 ? 'left' : 'right' });
      x += w;
    });
    doc
      .moveTo(MARGIN, y + ROW - 2)
      .lineTo(MARGIN + width, y + ROW - 2)
      .lineWidth(0.5)
      .strokeColor('#d9d9d9')
      .stroke();
    doc.x = MARGIN;
    doc.y = y + ROW;
  };
  line(head, true);
  if (rows.length === 0) line([lang === 'zh-CN' ? '暂无数据' : 'No data'], false);
  for (const r of rows) line(r, false);
}

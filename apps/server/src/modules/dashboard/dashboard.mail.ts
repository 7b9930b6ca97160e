import { DASHBOARD_ROUTES, type TDashboard, type TDashboardChart, type TDashboardText } from '@diagops/contracts';

type Lang = 'zh-CN' | 'en-US';
const pick = (t: TDashboardText | undefined, lang: Lang) => (t ? (lang === 'zh-CN' ? t[0] : t[1]) : '');
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const CELL = 'style="border:1px solid #d9d9d9;padding:4px 8px;text-align:left"';
const NUM = 'style="border:1px solid #d9d9d9;padding:4px 8px;text-align:right"';

function chartTable(c: TDashboardChart, lang: Lang, fmt: Intl.NumberFormat): string {
  const head = [pick(c.xName, lang) || (lang === 'zh-CN' ? '类别' : 'Category'), ...c.series.map((s) => pick(s.label, lang))];
  const rows = c.dimensions.map(
    (d, i) =>
      `<tr><td ${CELL}>${esc(pick(d.label, lang))}</td>${c.series.map((s) => `<td ${NUM}>${s.values[i] === null ? '–' : fmt.format(s.values[i]!)}</td>`).join('')}</tr>`,
  );
  const empty = `<tr><td ${CELL} colspan="${head.length}">${lang === 'zh-CN' ? '暂无数据' : 'No data'}</td></tr>`;
  return (
    `<h3 style="margin:16px 0 6px">${esc(pick(c.title, lang))}</h3>` +
    `<table style="border-collapse:collapse;font-size:13px"><thead><tr>${head.map((h) => `<th ${CELL}>${esc(h)}</th>`).join('')}</tr></thead>` +
    `<tbody>${rows.length ? rows.join('') : empty}</tbody></table>`
  );
}

/** The dashboard as an e-mail in one language: the totals and every chart's numbers as HTML tables, and a link to the screen. */
export function renderDashboardMail(d: TDashboard, lang: Lang, consoleUrl: string): { subject: string; html: string; text: string } {
  const fmt = new Intl.NumberFormat(lang);
  const zone = d.zone === 8 ? 'UTC+8' : 'UTC+0';
  const title = pick(d.title, lang);
  const subject = `${title} ${d.month} (${zone})`;
  const tiles = d.tiles
    .map((t) => `<tr><td ${CELL}>${esc(pick(t.label, lang))}</td><td ${NUM}>${fmt.format(t.value)}${t.unit ? ` ${esc(pick(t.unit, lang))}` : ''}</td></tr>`)
    .join('');
  const link = `${consoleUrl.replace(/\/$/, '')}${DASHBOARD_ROUTES[d.kind]}?month=${d.month}&zone=${d.zone}`;
  const html =
    `<div style="font-family:sans-serif;color:#1f1f1f"><h2 style="margin:0 0 8px">${esc(subject)}</h2>` +
    `<table style="border-collapse:collapse;font-size:13px"><tbody>${tiles}</tbody></table>` +
    d.charts.map((c) => chartTable(c, lang, fmt)).join('') +
    `<p style="margin-top:16px"><a href="${esc(link)}">${lang === 'zh-CN' ? '在控制台中查看' : 'Open it in the console'}</a></p></div>`;
  const text = [
    subject,
    '',
    ...d.tiles.map((t) => `${pick(t.label, lang)}: ${fmt.format(t.value)}${t.unit ? ` ${pick(t.unit, lang)}` : ''}`),
    ...d.charts.flatMap((c) => [
      '',
      pick(c.title, lang),
      ...c.dimensions.map(
        (dim, i) => `  ${pick(dim.label, lang)}: ${c.series.map((s) => (s.values[i] === null ? '–' : fmt.format(s.values[i]!))).join(' / ')}`,
      ),
    ]),
    '',
    link,
  ].join('\n');
  return { subject, html, text };
}

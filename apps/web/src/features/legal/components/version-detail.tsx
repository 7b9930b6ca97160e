import { LEGAL_LANGUAGES, type TDiffPart, type TLegalDetail } from '@diagops/contracts';
import { useTranslation } from 'react-i18next';
import { Fields } from '../../../shared/ui/fields';
import { Tabs } from '../../../shared/ui/tabs';
import { Tag } from '../../../shared/ui/tag';
import styles from './legal.module.css';

/** Each part keyed by its kind and where it starts (parts never repeat at one place). */
function keyed(parts: TDiffPart[]) {
  let at = 0;
  return parts.map((p) => {
    const key = `${p.op}-${at}`;
    at += p.text.length;
    return { ...p, key };
  });
}

export const STATUS_COLORS = { draft: 'default', inReview: 'processing', published: 'success', rejected: 'error' } as const;

/** A version: its fields, each language's body, and what changed from the published version before it (insertions and deletions marked). */
export function VersionDetail({ v }: { v: TLegalDetail }) {
  const { t, i18n } = useTranslation();
  const time = (s: string | null) => (s ? new Date(s).toLocaleString(i18n.language) : null);
  // the console's languages first, in their order; then any other the version has
  const langs = [...LEGAL_LANGUAGES.filter((l) => l in v.bodies), ...Object.keys(v.bodies).filter((l) => !(LEGAL_LANGUAGES as readonly string[]).includes(l))];
  return (
    <div data-testid="legal-detail">
      <Fields
        items={[
          { label: t('legal.fields.type'), value: t(`legal.types.${v.type}`) },
          { label: t('legal.fields.seq'), value: `V${v.seq}` },
          { label: t('legal.fields.status'), value: <Tag color={STATUS_COLORS[v.status]}>{t(`legal.status.${v.status}`)}</Tag> },
          { label: t('legal.fields.current'), value: v.current ? t('legal.fields.yes') : t('legal.fields.no') },
          { label: t('legal.fields.effectiveDate'), value: time(v.effectiveDate) },
          { label: t('legal.fields.material'), value: v.material ? t('legal.fields.yes') : t('legal.fields.no') },
          { label: t('legal.fields.author'), value: v.authorName },
          { label: t('legal.fields.reviewer'), value: v.reviewerName },
          { label: t('legal.fields.publishedAt'), value: time(v.publishedAt) },
          v.rejectReason && { label: t('legal.fields.rejectReason'), value: v.rejectReason },
          v.remark && { label: t('legal.fields.remark'), value: v.remark },
          { label: t('legal.fields.contentHash'), value: <span className={styles.hash}>{v.contentHash ?? '-'}</span>, wide: true },
        ]}
      />
      <div className={styles.section}>{v.previous ? t('legal.detail.against', { seq: v.previous.seq }) : t('legal.detail.first')}</div>
      <Tabs
        defaultActiveKey={langs.includes(i18n.language) ? i18n.language : langs[0]}
        items={langs.map((lang) => ({
          key: lang,
          label: t(`legal.languages.${lang}`, { defaultValue: lang }),
          children: (
            <div>
              <div className={styles.section}>{t('legal.detail.bodies')}</div>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's allow-list on every save */}
              <div className={styles.body} data-testid={`legal-body-${lang}`} dangerouslySetInnerHTML={{ __html: v.bodies[lang] ?? '' }} />
              <div className={styles.section}>{t('legal.detail.diff')}</div>
              <div className={styles.diff} data-testid={`legal-diff-${lang}`}>
                {keyed(v.diff[lang] ?? []).map(({ key: n, ...p }) =>
                  p.op === 'eq' ? (
                    <span key={n}>{p.text}</span>
                  ) : p.op === 'ins' ? (
                    <ins key={n} className={styles.ins} title={t('legal.detail.inserted')}>
                      {p.text}
                    </ins>
                  ) : (
                    <del key={n} className={styles.del} title={t('legal.detail.deleted')}>
                      {p.text}
                    </del>
                  ),
                )}
              </div>
            </div>
          ),
        }))}
      />
    </div>
  );
}

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type TObdDescription, TOOL_LANGUAGE_CODES, TOOL_LANGUAGES, text2 } from '@diagops/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../shared/ui/input';
import { Select } from '../../../shared/ui/select';
import styles from './catalog.module.css';

type Row = { lang?: TObdDescription['lang']; text?: string };

/**
 * The descriptions of an OBD code, one row a language: a row is always kept (at least one language),
 * a language once (the server answers 102074 for none or a repeated one).
 */
export function DescriptionsGrid(p: { value?: Row[] | null; onChange?: (v: Row[]) => void; readOnly?: boolean; id?: string }) {
  const { t, i18n } = useTranslation();
  const rows = p.value?.length ? p.value : [{ lang: undefined, text: '' }];
  const set = (next: Row[]) => p.onChange?.(next);
  const langLabel = (l?: TObdDescription['lang']) => (l ? text2(TOOL_LANGUAGES[l], i18n.language) : '-');
  if (p.readOnly)
    return (
      <table className={styles.grid}>
        <tbody>
          {(p.value ?? []).map((r) => (
            <tr key={r.lang}>
              <th>{langLabel(r.lang)}</th>
              <td>{r.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  const used = new Set(rows.map((r) => r.lang));
  return (
    <div id={p.id} className={styles.rows} data-testid="obd-descriptions">
      {rows.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own while edited
        <div key={i} className={styles.row}>
          <Select
            aria-label={t('vehicleCatalog.language')}
            style={{ width: 170, flex: 'none' }}
            value={r.lang}
            placeholder={t('vehicleCatalog.language')}
            options={TOOL_LANGUAGE_CODES.map((l) => ({ value: l, label: langLabel(l), disabled: used.has(l) && r.lang !== l }))}
            onChange={(lang) => set(rows.map((x, j) => (j === i ? { ...x, lang } : x)))}
          />
          <Input.TextArea
            aria-label={t('vehicleCatalog.descriptionText')}
            autoSize={{ minRows: 1, maxRows: 4 }}
            style={{ flex: 1, minWidth: 0 }}
            maxLength={500}
            value={r.text}
            onChange={(e) => set(rows.map((x, j) => (j === i ? { ...x, text: e.target.value } : x)))}
          />
          <Button
            icon={<DeleteOutlined />}
            aria-label={t('vehicleCatalog.removeRow')}
            disabled={rows.length <= 1}
            onClick={() => set(rows.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      <Button
        icon={<PlusOutlined />}
        disabled={rows.length >= TOOL_LANGUAGE_CODES.length}
        onClick={() => set([...rows, { lang: TOOL_LANGUAGE_CODES.find((l) => !used.has(l)), text: '' }])}
      >
        {t('vehicleCatalog.addLanguage')}
      </Button>
    </div>
  );
}

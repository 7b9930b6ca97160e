import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  checkAttrValues,
  checkNames,
  errorMessage,
  type Language,
  type TAttrValue,
  type TLangName,
  TOOL_LANGUAGES,
  text2,
  type VehicleItemKind,
} from '@diagops/contracts';
import { Button, Col, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../shared/ui/input';
import { Select } from '../../../shared/ui/select';
import styles from './basic-data.module.css';

/**
 * VEH-03: the names of an item as a grid of rows (a language and its name), and an attribute's
 * values as a grid of values × languages. The last row and the last column cannot be removed.
 */
const LANGS = Object.keys(TOOL_LANGUAGES) as Array<keyof typeof TOOL_LANGUAGES>;
const langLabel = (l: string, ui: string) => (l in TOOL_LANGUAGES ? text2(TOOL_LANGUAGES[l as keyof typeof TOOL_LANGUAGES], ui) : l);
const nextLang = (used: string[], ui: string) => (used.includes(ui) ? LANGS.find((l) => !used.includes(l)) : ui) ?? LANGS[0]!;

function LangSelect(p: { value: string; used: string[]; onChange: (l: string) => void; label: string }) {
  const { i18n } = useTranslation();
  return (
    <Select
      aria-label={p.label}
      value={p.value}
      style={{ width: 180 }}
      onChange={p.onChange}
      options={LANGS.map((l) => ({ value: l, label: langLabel(l, i18n.language), disabled: l !== p.value && p.used.includes(l) }))}
    />
  );
}

function NamesEditor(p: { value?: TLangName[]; onChange?: (v: TLangName[]) => void }) {
  const { t, i18n } = useTranslation();
  const rows = p.value && p.value.length > 0 ? p.value : [{ lang: nextLang([], i18n.language), name: '' }];
  const set = (next: TLangName[]) => p.onChange?.(next);
  const used = rows.map((r) => r.lang);
  return (
    <div className={styles.grid}>
      {rows.map((r, i) => (
        <div key={r.lang} className={styles.row}>
          <LangSelect
            value={r.lang}
            used={used}
            label={t('vehicleBasic.language')}
            onChange={(l) => set(rows.map((x, j) => (j === i ? { ...x, lang: l } : x)))}
          />
          <Input
            aria-label={`${t('vehicleBasic.name')} ${langLabel(r.lang, i18n.language)}`}
            value={r.name}
            maxLength={128}
            onChange={(e) => set(rows.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))}
          />
          <Button
            icon={<DeleteOutlined />}
            aria-label={t('vehicleBasic.removeLanguage')}
            title={rows.length === 1 ? t('vehicleBasic.lastRow') : t('vehicleBasic.removeLanguage')}
            disabled={rows.length === 1}
            onClick={() => set(rows.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      <Button icon={<PlusOutlined />} disabled={rows.length >= LANGS.length} onClick={() => set([...rows, { lang: nextLang(used, i18n.language), name: '' }])}>
        {t('vehicleBasic.addLanguage')}
      </Button>
    </div>
  );
}

function NamesView(p: { value?: TLangName[] }) {
  const { t, i18n } = useTranslation();
  if (!p.value || p.value.length === 0) return <span>{t('vehicleBasic.emptyNames')}</span>;
  return (
    <table className={styles.view}>
      <tbody>
        {p.value.map((n) => (
          <tr key={n.lang}>
            <th>{langLabel(n.lang, i18n.language)}</th>
            <td>{n.name}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The form item of an item's names, checked with the server's rules (VEH-01/02) in the caller's language. */
export function NamesField(p: { kind: VehicleItemKind; label: string; readonly: boolean }) {
  const { i18n } = useTranslation();
  return (
    <Col span={24}>
      <Form.Item
        name="names"
        label={p.label}
        required={!p.readonly}
        rules={
          p.readonly
            ? []
            : [
                {
                  validator: async (_r, v: TLangName[] | undefined) => {
                    const problem = checkNames(p.kind, v ?? []);
                    if (problem) throw new Error(errorMessage(problem.code, i18n.language as Language));
                  },
                },
              ]
        }
      >
        {p.readonly ? <NamesView /> : <NamesEditor />}
      </Form.Item>
    </Col>
  );
}

function ValuesEditor(p: { value?: TAttrValue[]; onChange?: (v: TAttrValue[]) => void; readonly?: boolean }) {
  const { t, i18n } = useTranslation();
  const values = p.value && p.value.length > 0 ? p.value : [{ names: [] }];
  const fromValue = [...new Set(values.flatMap((v) => v.names.map((n) => n.lang)))];
  const [cols, setCols] = useState<string[]>(fromValue.length > 0 ? fromValue : [i18n.language]);
  const columns = [...cols, ...fromValue.filter((l) => !cols.includes(l))];
  const cell = (v: TAttrValue, lang: string) => v.names.find((n) => n.lang === lang)?.name ?? '';
  const emit = (vals: TAttrValue[], langs = columns) =>
    p.onChange?.(vals.map((v) => ({ names: langs.map((l) => ({ lang: l, name: cell(v, l) })).filter((n) => n.name !== '' || langs.length === 1) })));
  const setCell = (i: number, lang: string, name: string) =>
    emit(values.map((v, j) => (j === i ? { names: [...v.names.filter((n) => n.lang !== lang), { lang, name }] } : v)));
  const renameCol = (from: string, to: string) => {
    const langs = columns.map((l) => (l === from ? to : l));
    setCols(langs);
    emit(
      values.map((v) => ({ names: v.names.map((n) => (n.lang === from ? { ...n, lang: to } : n)) })),
      langs,
    );
  };
  const dropCol = (lang: string) => {
    const langs = columns.filter((l) => l !== lang);
    setCols(langs);
    emit(values, langs);
  };
  return (
    <div className={styles.grid}>
      <table className={styles.matrix}>
        <thead>
          <tr>
            <th />
            {columns.map((l) => (
              <th key={l}>
                {p.readonly ? (
                  langLabel(l, i18n.language)
                ) : (
                  <span className={styles.row}>
                    <LangSelect value={l} used={columns} label={t('vehicleBasic.language')} onChange={(to) => renameCol(l, to)} />
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label={t('vehicleBasic.removeLanguage')}
                      title={columns.length === 1 ? t('vehicleBasic.lastColumn') : t('vehicleBasic.removeLanguage')}
                      disabled={columns.length === 1}
                      onClick={() => dropCol(l)}
                    />
                  </span>
                )}
              </th>
            ))}
            {!p.readonly && <th />}
          </tr>
        </thead>
        <tbody>
          {values.map((v, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a value has no identity of its own before it is saved
            <tr key={i}>
              <th>{t('vehicleBasic.value', { n: i + 1 })}</th>
              {columns.map((l) => (
                <td key={l}>
                  {p.readonly ? (
                    cell(v, l)
                  ) : (
                    <Input
                      aria-label={`${t('vehicleBasic.value', { n: i + 1 })} ${langLabel(l, i18n.language)}`}
                      value={cell(v, l)}
                      maxLength={128}
                      onChange={(e) => setCell(i, l, e.target.value)}
                    />
                  )}
                </td>
              ))}
              {!p.readonly && (
                <td>
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('vehicleBasic.removeValue')}
                    title={values.length === 1 ? t('vehicleBasic.lastRow') : t('vehicleBasic.removeValue')}
                    disabled={values.length === 1}
                    onClick={() => emit(values.filter((_, j) => j !== i))}
                  />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {!p.readonly && (
        <div className={styles.row}>
          <Button icon={<PlusOutlined />} onClick={() => emit([...values, { names: [] }])}>
            {t('vehicleBasic.addValue')}
          </Button>
          <Button
            icon={<PlusOutlined />}
            disabled={columns.length >= LANGS.length}
            onClick={() => {
              const langs = [...columns, nextLang(columns, i18n.language)];
              setCols(langs);
              emit(values, langs);
            }}
          >
            {t('vehicleBasic.addLanguage')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The form item of an attribute's values: rows of values × columns of languages (VEH-03), checked like the server (102045/46/47). */
export function AttrValuesField(p: { label: string; readonly: boolean }) {
  const { i18n } = useTranslation();
  return (
    <Col span={24}>
      <Form.Item
        name="attrValues"
        label={p.label}
        required={!p.readonly}
        rules={
          p.readonly
            ? []
            : [
                {
                  validator: async (_r, v: TAttrValue[] | undefined) => {
                    const problem = checkAttrValues(v ?? []);
                    if (problem) throw new Error(errorMessage(problem.code, i18n.language as Language));
                  },
                },
              ]
        }
      >
        <ValuesEditor readonly={p.readonly} />
      </Form.Item>
    </Col>
  );
}

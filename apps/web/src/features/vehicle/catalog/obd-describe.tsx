import { type TObdDescribeReply, TOOL_LANGUAGE_CODES, TOOL_LANGUAGES, type ToolLanguage, text2 } from '@diagops/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../shared/ui/input';
import { Panel } from '../../../shared/ui/panel';
import { Select } from '../../../shared/ui/select';
import { Tag } from '../../../shared/ui/tag';
import styles from './catalog.module.css';
import { describeObdCode } from './catalog-api';
import { ItemSelect } from './item-select';

const SOURCE_COLORS = { make: 'green', generic: 'blue', none: 'orange' } as const;

/** What the app would show for a code, a make and a language, and where the text came from (an OEM code never borrows the generic one). */
export function ObdDescribe() {
  const { t, i18n } = useTranslation();
  const [code, setCode] = useState('');
  const [make, setMake] = useState<number | undefined>();
  const [lang, setLang] = useState<ToolLanguage>(i18n.language === 'en-US' ? 'en-US' : 'zh-CN');
  const [answer, setAnswer] = useState<TObdDescribeReply | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      setAnswer(await describeObdCode({ code, make: make ? String(make) : undefined, lang }));
    } catch {
      setAnswer(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel size="small" title={t('vehicleCatalog.describe.title')} style={{ marginBottom: 12 }} data-testid="obd-describe">
      <div className={styles.describe}>
        <Input
          data-testid="obd-describe-code"
          aria-label={t('vehicleCatalog.describe.code')}
          placeholder="P0301 / P1A4800"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          style={{ width: 160 }}
          onPressEnter={() => void run()}
        />
        <div style={{ width: 200 }}>
          <ItemSelect kind="brand" aria-label={t('vehicleCatalog.describe.make')} value={make} onChange={(v) => setMake(v as number | undefined)} />
        </div>
        <Select
          aria-label={t('vehicleCatalog.language')}
          value={lang}
          onChange={setLang}
          style={{ width: 130 }}
          showSearch
          optionFilterProp="label"
          options={TOOL_LANGUAGE_CODES.map((l) => ({ value: l, label: text2(TOOL_LANGUAGES[l], i18n.language) }))}
        />
        <Button type="primary" loading={busy} disabled={!code.trim()} onClick={() => void run()} data-testid="obd-describe-run">
          {t('vehicleCatalog.describe.run')}
        </Button>
      </div>
      {answer && (
        <div className={styles.answer} data-testid="obd-describe-answer">
          <Tag color={SOURCE_COLORS[answer.source]}>{t(`vehicleCatalog.describe.source.${answer.source}`)}</Tag>
          <Tag>{t(`vehicleCatalog.describe.kind.${answer.kind}`)}</Tag>
          <span>{answer.description ?? answer.note}</span>
          {answer.description && answer.textLang !== answer.lang && answer.textLang && (
            <span> ({t('vehicleCatalog.describe.otherLanguage', { lang: text2(TOOL_LANGUAGES[answer.textLang], i18n.language) })})</span>
          )}
          {answer.description && <div>{answer.note}</div>}
        </div>
      )}
    </Panel>
  );
}

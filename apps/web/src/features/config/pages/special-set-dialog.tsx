import { specialConfigResource as def, text2 } from '@diagops/contracts';
import { Button } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../shared/kit';
import { type ResourceRow, resourceApi } from '../../../shared/kit/resource';
import { Alert } from '../../../shared/ui/alert';
import { App } from '../../../shared/ui/app';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Input } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Space } from '../../../shared/ui/space';
import { Tag } from '../../../shared/ui/tag';
import { setSpecialConfigs, type TSpecialSetResult } from '../api/config-calls';
import styles from '../config.module.css';
import { formatValue } from '../revisioned/revision-view';

/** The most SNs one search takes. */
const SN_MAX = 200;
const snsOf = (text: string) =>
  [
    ...new Set(
      text
        .split(/[\s,，;；]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].slice(0, SN_MAX);

/**
 * Enable or disable several special configs together (CFG-02): find them by their SNs, choose,
 * and the server applies all or none, naming each refusal.
 */
export function SpecialSetDialog(p: { open: boolean; onClose: () => void; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { message } = App.useApp();
  const api = useMemo(() => resourceApi(def), []);
  const [text, setText] = useState('');
  const [rows, setRows] = useState<ResourceRow[]>([]);
  const [missing, setMissing] = useState<string[]>([]);
  const [chosen, setChosen] = useState<Key[]>([]);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<TSpecialSetResult | null>(null);
  const close = () => {
    setText('');
    setRows([]);
    setMissing([]);
    setChosen([]);
    setResult(null);
    p.onClose();
  };
  const find = async () => {
    const sns = snsOf(text);
    if (sns.length === 0) return;
    setBusy(true);
    setResult(null);
    try {
      const pages = await Promise.all(sns.map((sn) => api.page({ current: 1, size: 100, sn })));
      const found = pages.flatMap((pg, i) => pg.records.filter((r) => r.sn === sns[i]));
      setRows(found);
      setChosen(found.map((r) => r.id));
      setMissing(sns.filter((sn) => !found.some((r) => r.sn === sn)));
    } catch {
      // the http client has shown why
    } finally {
      setBusy(false);
    }
  };
  const apply = async (action: 'enableSet' | 'disableSet') => {
    const ids = chosen.map(Number);
    const question = t(action === 'enableSet' ? 'config.special.enableConfirm' : 'config.special.disableConfirm', { count: ids.length });
    if (!(await confirmAction(question, { danger: action === 'disableSet' }))) return;
    setBusy(true);
    try {
      const r = await setSpecialConfigs(def, action, ids);
      setResult(r);
      if (r.refused.length === 0) {
        message.success(t('config.special.setDone', { count: r.done.length }));
        p.onChanged();
        close();
      }
    } catch {
      // the http client has shown why
    } finally {
      setBusy(false);
    }
  };
  const st = def.states;
  return (
    <Modal
      open={p.open}
      title={t('config.special.setTitle')}
      width={860}
      onCancel={close}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button disabled={busy || chosen.length === 0} onClick={() => void apply('enableSet')} data-testid="special-enable-set">
            {t('config.special.enableSelected', { count: chosen.length })}
          </Button>
          <Button danger disabled={busy || chosen.length === 0} onClick={() => void apply('disableSet')} data-testid="special-disable-set">
            {t('config.special.disableSelected', { count: chosen.length })}
          </Button>
        </Space>
      }
    >
      <div className={styles.stack}>
        <Input.TextArea
          rows={3}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('config.special.snsPlaceholder', { max: SN_MAX })}
          aria-label={t('config.special.sns')}
          data-testid="special-sns"
        />
        <div>
          <Button type="primary" loading={busy} disabled={busy || snsOf(text).length === 0} onClick={() => void find()} data-testid="special-find">
            {t('config.special.find')}
          </Button>
        </div>
        {missing.length > 0 && <Alert type="warning" showIcon title={t('config.special.notFound', { sns: missing.join(', ') })} />}
        {result && result.refused.length > 0 && (
          <>
            <Alert type="error" showIcon title={t('config.special.refused', { count: result.refused.length })} data-testid="special-refused" />
            <DataTable<TSpecialSetResult['refused'][number]>
              size="small"
              rowKey="id"
              dataSource={result.refused}
              columns={[
                { title: 'SN', dataIndex: 'sn', width: 180 },
                { title: t('config.special.code'), dataIndex: 'code', width: 100 },
                { title: t('config.special.why'), dataIndex: 'message' },
              ]}
            />
          </>
        )}
        <DataTable<ResourceRow>
          size="small"
          rowKey="id"
          dataSource={rows}
          locale={{ emptyText: t('config.special.findFirst') }}
          rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen(keys) }}
          columns={[
            { title: 'SN', dataIndex: 'sn', width: 160 },
            ...(['effectType', 'effectAt', 'orderType', 'softwarePackageNo'] as const).map((f) => ({
              title: text2(def.fields[f].label, lang),
              dataIndex: f,
              render: (_: never, r: ResourceRow) => formatValue(def.fields[f], r[f], lang),
            })),
            {
              title: t('kit.status'),
              dataIndex: 'status',
              width: 100,
              render: (_, r) => {
                const s = st.values[String(r.status) as keyof typeof st.values];
                return s ? <Tag color={s.color}>{text2(s.label, lang)}</Tag> : String(r.status);
              },
            },
          ]}
        />
      </div>
    </Modal>
  );
}

import { MAPPING_SET_PERMISSION, type TMappingSuggestPage, VEHICLE_PROVIDER_CODES } from '@diagops/contracts';
import { Button, Segmented, Space } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Access } from '../../../shared/components/access';
import { App } from '../../../shared/ui/app';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Panel } from '../../../shared/ui/panel';
import { Select } from '../../../shared/ui/select';
import { Tag } from '../../../shared/ui/tag';
import { Typography } from '../../../shared/ui/typography';
import { addLines, kindOfPath, suggest } from './mapping-api';
import { SetPanel, useMappingSets } from './set-panel';

type Rec = TMappingSuggestPage['records'][number];
const PAGE = 20;
const confidenceColor = (c: number) => (c >= 1 ? 'green' : c >= 0.9 ? 'blue' : c >= 0.7 ? 'gold' : 'default');

/**
 * /…MapManagement/batchBanding: a provider's entries the draft does not map yet, each with our
 * items whose names match (normalised, known aliases) and a confidence; the chosen suggestions go
 * into the draft in bulk, and the count still unmapped is shown per provider.
 */
export default function BatchBindingPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const kind = kindOfPath(useLocation().pathname);
  const sets = useMappingSets();
  const setId = sets.draft?.id;
  const [provider, setProvider] = useState<string>(VEHICLE_PROVIDER_CODES[0]);
  const [current, setCurrent] = useState(1);
  const [data, setData] = useState<TMappingSuggestPage | null>(null);
  const [picked, setPicked] = useState<Record<number, number | undefined>>({});
  const [selected, setSelected] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const page = await suggest({ setId, provider, kind, current, size: PAGE }).catch(() => null);
    setData(page);
    setPicked(Object.fromEntries((page?.records ?? []).map((r) => [r.entryId, r.suggestions[0]?.ourId])));
    setSelected([]);
  }, [setId, provider, kind, current]);
  useEffect(() => {
    void load();
  }, [load]);

  const accept = async (ids: number[]) => {
    if (!setId) return;
    const lines = ids.filter((id) => picked[id]).map((entryId) => ({ entryId, ourId: picked[entryId]! }));
    if (lines.length === 0) return;
    setBusy(true);
    try {
      const res = await addLines(setId, lines);
      message.success(t('vehicleMapping.accepted', { added: res.added, duplicates: res.duplicates.length }));
      await Promise.all([load(), sets.reload()]);
    } catch {
      // shown by the client
    } finally {
      setBusy(false);
    }
  };
  const confident = (data?.records ?? []).filter((r) => (r.suggestions[0]?.confidence ?? 0) >= 0.9).map((r) => r.entryId);

  return (
    <div data-testid="mapping-batch">
      <SetPanel sets={sets} onChanged={() => void load()} />
      <Panel size="small">
        <Space wrap style={{ marginBottom: 12 }}>
          <Segmented
            value={provider}
            onChange={(v) => {
              setProvider(String(v));
              setCurrent(1);
            }}
            options={VEHICLE_PROVIDER_CODES.map((p) => ({
              value: p,
              label: `${t(`vehicleMapping.provider_${p}`)} · ${t('vehicleMapping.unmappedCount', { n: data?.unmapped[p] ?? 0 })}`,
            }))}
          />
          <Typography.Text type="secondary">{t('vehicleMapping.batchHint')}</Typography.Text>
        </Space>
        {!setId ? <Typography.Paragraph type="warning">{t('vehicleMapping.needDraft')}</Typography.Paragraph> : null}
        <Space style={{ marginBottom: 12 }}>
          <Access permission={MAPPING_SET_PERMISSION.edit}>
            <Button type="primary" disabled={!setId || selected.length === 0} loading={busy} onClick={() => void accept(selected)} data-testid="mapping-accept">
              {t('vehicleMapping.acceptSelected', { n: selected.length })}
            </Button>
            <Button disabled={!setId || confident.length === 0} loading={busy} onClick={() => void accept(confident)}>
              {t('vehicleMapping.acceptConfident', { n: confident.length })}
            </Button>
          </Access>
        </Space>
        <DataTable<Rec>
          rowKey="entryId"
          size="small"
          dataSource={data?.records ?? []}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
          pagination={{ current, pageSize: PAGE, total: data?.total ?? 0, onChange: setCurrent, showSizeChanger: false }}
          columns={[
            { title: t('vehicleMapping.providerCode'), dataIndex: 'code', width: 150 },
            { title: t('vehicleMapping.providerName'), dataIndex: 'name', width: 200 },
            { title: t('vehicleMapping.parentCode'), dataIndex: 'parentCode', width: 120 },
            {
              title: t('vehicleMapping.suggestion'),
              render: (_, r) =>
                r.suggestions.length === 0 ? (
                  <Typography.Text type="secondary">{t('vehicleMapping.noSuggestion')}</Typography.Text>
                ) : (
                  <Select<number>
                    aria-label={`${t('vehicleMapping.suggestion')} ${r.code}`}
                    style={{ minWidth: 320 }}
                    value={picked[r.entryId]}
                    onChange={(v) => setPicked((p) => ({ ...p, [r.entryId]: v }))}
                    options={r.suggestions.map((s) => ({
                      value: s.ourId,
                      label: (
                        <span>
                          {s.ourCode} {s.ourName}{' '}
                          <Tag color={confidenceColor(s.confidence)}>{`${t(`vehicleMapping.match_${s.match}`)} ${s.confidence.toFixed(1)}`}</Tag>
                        </span>
                      ),
                    }))}
                  />
                ),
            },
          ]}
        />
      </Panel>
    </div>
  );
}

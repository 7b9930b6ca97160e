import { CONFIG_SOURCES, type ConfigSource, EFFECTIVE_ITEMS, SPECIAL_CONFIG_INFO_ROUTE, type TEffectiveConfig, text2 } from '@diagops/contracts';
import { Button } from 'antd';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DateTimePicker } from '../../../shared/kit/lazy-pickers';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Empty } from '../../../shared/ui/empty';
import { Fields } from '../../../shared/ui/fields';
import { Input } from '../../../shared/ui/input';
import { Panel } from '../../../shared/ui/panel';
import { Spin } from '../../../shared/ui/spin';
import { Tag } from '../../../shared/ui/tag';
import { getEffectiveConfig } from '../api/config-calls';
import styles from '../config.module.css';
import { sourcePath } from '../revisioned/kinds';
import { formatValue } from '../revisioned/revision-view';

type Candidate = TEffectiveConfig['pending'][number];
type Item = TEffectiveConfig['items'][number];

function SourceLink({ c }: { c: Candidate }) {
  const { i18n } = useTranslation();
  return (
    <span>
      {text2(CONFIG_SOURCES[c.source as ConfigSource], i18n.language)}{' '}
      <Link to={sourcePath(c.source, c.id, c.number)} data-testid={`source-${c.source}-${c.id}`}>
        {c.number}
      </Link>
    </span>
  );
}

/**
 * /configManagement/specialConfig/info/{sn?}/{type?}/{id?} — why an SN has what it has: each item's
 * value, the config that wins it and every candidate with the reason it wins or not, at a time
 * (now when not given); and the SN's special configs that do not apply then.
 */
export default function EffectivePage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const params = useParams();
  const navigate = useNavigate();
  const [sn, setSn] = useState(params.sn ?? '');
  const [asOf, setAsOf] = useState('');
  const [data, setData] = useState<TEffectiveConfig | null>(null);
  const [busy, setBusy] = useState(false);
  const [asked, setAsked] = useState(false);
  const load = async (which: string, when: string) => {
    if (!which.trim()) return;
    setBusy(true);
    setAsked(true);
    try {
      setData(await getEffectiveConfig(which.trim(), when || undefined));
    } catch {
      setData(null);
    } finally {
      setBusy(false);
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: an SN in the path is looked up once
  useEffect(() => {
    if (params.sn) void load(params.sn, asOf);
  }, [params.sn]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // another SN: the path names it (and the effect above asks for it)
    if (sn.trim() && sn.trim() !== params.sn) navigate(`${SPECIAL_CONFIG_INFO_ROUTE}/${encodeURIComponent(sn.trim())}`, { replace: true });
    else void load(sn, asOf);
  };
  // the path's {type}/{id}: the item or the source, and the config, to mark
  const marked = (c: Candidate) => String(c.id) === params.id && (!params.type || params.type === c.source || params.type in EFFECTIVE_ITEMS);
  const itemLabel = (item: string) => (item in EFFECTIVE_ITEMS ? text2(EFFECTIVE_ITEMS[item as keyof typeof EFFECTIVE_ITEMS], lang) : item);
  // a special config not in effect gives several items: each named, the empty ones left out
  const value = (v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.entries(v)
          .filter(([, x]) => x !== null && x !== undefined && x !== '')
          .map(([k, x]) => `${itemLabel(k)} ${formatValue(undefined, x, lang)}`)
          .join('; ') || '-'
      : formatValue(undefined, v, lang);
  const candidates = (list: Candidate[], winsLabel = t('config.effective.wins')) =>
    list.length === 0 ? (
      '-'
    ) : (
      <ul className={styles.candidates}>
        {list.map((c) => (
          <li
            key={`${c.source}:${c.id}`}
            className={`${c.wins ? styles.wins : ''} ${marked(c) ? styles.marked : ''}`}
            data-testid={`candidate-${c.source}-${c.id}`}
          >
            <SourceLink c={c} /> <span className={styles.value}>{value(c.value)}</span> {c.wins && <Tag color="success">{winsLabel}</Tag>}{' '}
            <span className={styles.why}>{c.why}</span>
          </li>
        ))}
      </ul>
    );
  return (
    <Panel title={t('config.effective.title')}>
      <form className={styles.query} onSubmit={submit}>
        <Input value={sn} onChange={(e) => setSn(e.target.value)} placeholder="SN" aria-label="SN" style={{ width: 240 }} data-testid="effective-sn" />
        <DateTimePicker
          id="effective-as-of"
          value={asOf || null}
          onChange={(v) => setAsOf(v ?? '')}
          aria-label={t('config.effective.asOf')}
          placeholder={t('config.effective.asOf')}
          style={{ width: 220 }}
        />
        <Button type="primary" htmlType="submit" loading={busy} disabled={busy || !sn.trim()} data-testid="effective-query">
          {t('kit.query')}
        </Button>
      </form>
      {busy && !data ? (
        <Spin />
      ) : !data ? (
        <Empty description={t(asked ? 'config.effective.nothing' : 'config.effective.askSn')} data-testid="effective-empty" />
      ) : (
        <div className={styles.stack}>
          <Fields
            data-testid="effective-device"
            items={[
              { label: 'SN', value: data.sn },
              { label: t('config.effective.asOf'), value: new Date(data.asOf).toLocaleString(lang) },
              { label: t('config.effective.productModel'), value: data.productModel ?? '-' },
              { label: 'SKU', value: data.sku ?? '-' },
              {
                label: t('config.effective.activated'),
                value: data.activated ? `${t('kit.yes')} ${data.activationTime ? new Date(data.activationTime).toLocaleString(lang) : ''}` : t('kit.no'),
              },
            ]}
          />
          <DataTable<Item>
            data-testid="effective-items"
            rowKey="item"
            dataSource={data.items}
            locale={{ emptyText: t('config.effective.noItems') }}
            columns={[
              {
                title: t('config.effective.item'),
                dataIndex: 'item',
                width: 150,
                render: (_, r) => <span className={r.item === params.type ? styles.marked : undefined}>{itemLabel(r.item)}</span>,
              },
              { title: t('config.effective.value'), dataIndex: 'value', width: 180, render: (_, r) => value(r.value) },
              {
                title: t('config.effective.winner'),
                key: 'winner',
                width: 220,
                render: (_, r) => {
                  const w = r.candidates.find((c) => c.wins);
                  return w ? <SourceLink c={w} /> : t('config.effective.noWinner');
                },
              },
              { title: t('config.effective.candidates'), key: 'candidates', render: (_, r) => candidates(r.candidates) },
            ]}
          />
          <h3 className={styles.heading}>{t('config.effective.pending')}</h3>
          {data.pending.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('config.effective.noPending')} />
          ) : (
            <div data-testid="effective-pending">{candidates(data.pending)}</div>
          )}
          <h3 className={styles.heading}>{t('config.effective.odm')}</h3>
          {data.odm.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('config.effective.noOdm')} />
          ) : (
            <div data-testid="effective-odm">{candidates(data.odm, t('config.effective.inEffect'))}</div>
          )}
        </div>
      )}
    </Panel>
  );
}

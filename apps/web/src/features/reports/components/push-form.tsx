import { REPORT_KIND_LABELS, REPORT_KINDS, REPORT_PUSH_LOG_ROUTE, REPORT_PUSH_RECIPIENTS_MAX, type TReportKind, text2 } from '@diagops/contracts';
import { Button, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { App } from '../../../shared/ui/app';
import { Fields } from '../../../shared/ui/fields';
import { TextArea } from '../../../shared/ui/input';
import { Panel } from '../../../shared/ui/panel';
import { Select } from '../../../shared/ui/select';
import { pushableReports, pushToSns, pushToUsers } from '../api/report-calls';
import { utc } from './report-values';

type Values = { kind: TReportKind; reportId: number; recipients: string; note?: string };
type Pushed = { reachedCount?: unknown; unreachedList?: unknown; messageId?: unknown };

/** The lines of a text box, trimmed, without empty ones or repeats. */
const lines = (text: string) => [
  ...new Set(
    text
      .split(/[\n,;]+/)
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

/**
 * Push a report's summary as a station message: choose the kind and the report (searched by SN),
 * then the recipients — customer accounts, or SNs whose owners receive it — one a line.
 */
export function PushForm({ target }: { target: 'users' | 'sns' }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? 'diagnosis';
  const [sn, setSn] = useState('');
  const [reports, setReports] = useState<Array<{ value: number; label: string }>>([]);
  const [busy, setBusy] = useState(false);
  const [pushed, setPushed] = useState<Pushed | null>(null);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      pushableReports(kind, sn.trim() || undefined)
        .then((rows) => live && setReports(rows.map((r) => ({ value: r.id, label: `${r.sn} · ${r.productModel} · ${utc(r.diagnosisTime)}` }))))
        .catch(() => {});
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [kind, sn]);

  const submit = async (v: Values) => {
    const recipients = lines(v.recipients);
    setBusy(true);
    try {
      const note = v.note?.trim() || undefined;
      const done =
        target === 'users'
          ? await pushToUsers({ reportId: v.reportId, accounts: recipients, note })
          : await pushToSns({ reportId: v.reportId, sns: recipients, note });
      setPushed(done);
      message.success(t('reports.push.done', { count: Number(done.reachedCount ?? 0) }));
    } finally {
      setBusy(false);
    }
  };

  const recipientsLabel = target === 'users' ? t('reports.push.accounts') : t('reports.push.sns');
  return (
    <Panel title={target === 'users' ? t('reports.titles.pushUser') : t('reports.titles.pushSn')}>
      <Form<Values> form={form} layout="vertical" style={{ maxWidth: 720 }} initialValues={{ kind: 'diagnosis' }} onFinish={(v) => void submit(v)}>
        <Form.Item name="kind" label={t('reports.push.kind')} rules={[{ required: true }]}>
          <Select
            options={REPORT_KINDS.map((k) => ({ value: k, label: text2(REPORT_KIND_LABELS[k], i18n.language) }))}
            onChange={() => form.setFieldValue('reportId', undefined)}
            data-testid="push-kind"
          />
        </Form.Item>
        <Form.Item name="reportId" label={t('reports.push.report')} rules={[{ required: true, message: t('reports.push.reportRequired') }]}>
          <Select
            showSearch={{ filterOption: false, onSearch: setSn }}
            options={reports}
            placeholder={t('reports.push.reportPlaceholder')}
            notFoundContent={t('reports.push.noReports')}
            data-testid="push-report"
          />
        </Form.Item>
        <Form.Item
          name="recipients"
          label={recipientsLabel}
          extra={t('reports.push.recipientsHelp', { max: REPORT_PUSH_RECIPIENTS_MAX })}
          rules={[
            { required: true, message: t('reports.push.recipientsRequired') },
            {
              validator: (_, v: string | undefined) =>
                lines(v ?? '').length <= REPORT_PUSH_RECIPIENTS_MAX
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('reports.push.tooMany', { max: REPORT_PUSH_RECIPIENTS_MAX }))),
            },
          ]}
        >
          <TextArea rows={5} placeholder={target === 'users' ? 'name@example.com' : 'SN0001'} data-testid="push-recipients" />
        </Form.Item>
        <Form.Item name="note" label={t('reports.push.note')} rules={[{ max: 500 }]}>
          <TextArea rows={2} data-testid="push-note" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="push-submit">
          {t('reports.push.submit')}
        </Button>
      </Form>
      {pushed ? (
        <div style={{ marginTop: 24, maxWidth: 720 }} data-testid="push-result">
          <Fields
            items={[
              { label: t('reports.push.reached'), value: String(pushed.reachedCount ?? 0) },
              { label: t('reports.push.unreached'), value: String(pushed.unreachedList || '-') },
              { label: t('reports.push.message'), value: String(pushed.messageId ?? '-') },
            ]}
          />
          <Link to={REPORT_PUSH_LOG_ROUTE}>{t('reports.push.toLog')}</Link>
        </div>
      ) : null}
    </Panel>
  );
}

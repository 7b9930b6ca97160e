import {
  GUIDE_IMAGE_DEFAULT_MB,
  MESSAGE_CHANNELS,
  MESSAGE_LANGUAGES,
  MESSAGE_REPEATS,
  MESSAGE_TERMINALS,
  MESSAGE_PERMISSIONS as P,
  type TMessage,
  type TMessageChannel,
  type TMessageDetail,
  type TSaveMessageRequest,
} from '@diagops/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Col, Descriptions, Form, Row, Switch, Tabs } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../shared/hooks/use-permission';
import { confirmAction, StatusTag, showSaveError } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { Input } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Panel } from '../../../shared/ui/panel';
import { Select } from '../../../shared/ui/select';
import { Space } from '../../../shared/ui/space';
import { Spin } from '../../../shared/ui/spin';
import { Typography } from '../../../shared/ui/typography';
import { FileUpload } from '../../../shared/upload';
import { useMessageSettings } from '../api/get-message-settings';
import { type FlowAction, getMessage, messageAction, saveMessage, updateMessage } from '../api/message-calls';
import { guideImageTransport } from '../api/upload-guide-image';
import { AudienceField, type AudienceValues, audienceOf, audienceValues } from '../components/audience-field';
import { channelOfPath, gmt, MESSAGE_STATE, messageRoutes, percent, when } from '../components/message-meta';

// the send records (antd's Table) load only when a message's detail is shown: the form stays within the page budget
const SendsTable = lazy(() => import('../components/sends-table'));

const ZONES = [
  'UTC',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Asia/Singapore',
  'Asia/Kolkata',
  'Asia/Dubai',
  'Europe/London',
  'Europe/Berlin',
  'Europe/Moscow',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'Australia/Sydney',
];
type Lang = (typeof MESSAGE_LANGUAGES)[number];
type LangValues = {
  enabled: boolean;
  title?: string;
  summary?: string;
  body?: string;
  linkText?: string;
  linkUrl?: string;
  guideImageId?: string | null;
  videoId?: string | null;
};
type Values = Omit<TSaveMessageRequest, 'contents' | 'audience' | 'schedule'> & {
  langs: Record<Lang, LangValues>;
  audience: AudienceValues;
  scheduled: boolean;
  schedule?: { timeZone: string; date: string; time: string; repeat: (typeof MESSAGE_REPEATS)[number]; weekday?: number | null; endDate?: string | null };
};

function toValues(m: TMessage | undefined, channel: TMessageChannel | null): Values {
  const lang = (l: Lang): LangValues => {
    const c = m?.contents.find((x) => x.language === l);
    return c ? { enabled: true, ...c, linkText: c.linkText ?? '', linkUrl: c.linkUrl ?? '' } : { enabled: !m };
  };
  return {
    channel: m?.channel ?? channel ?? 'station',
    title: m?.title ?? '',
    classification: m?.classification ?? (typeof window !== 'undefined' && window.location.pathname.includes('/subscription/') ? 'subscription' : 'notice'),
    terminals: m?.terminals ?? ['app'],
    guest: m?.guest ?? false,
    periodic: m?.periodic ?? false,
    usePushProvider: m?.usePushProvider ?? false,
    langs: { 'zh-CN': lang('zh-CN'), 'en-US': lang('en-US') },
    audience: audienceValues(m?.audience),
    scheduled: Boolean(m?.schedule),
    schedule: m?.schedule ?? { timeZone: 'Asia/Shanghai', date: '', time: '09:00', repeat: 'none', weekday: null, endDate: null },
  };
}

function toRequest(v: Values): TSaveMessageRequest {
  const contents = MESSAGE_LANGUAGES.filter((l) => v.langs[l]?.enabled).map((l) => {
    const c = v.langs[l];
    return {
      language: l,
      title: c.title ?? '',
      summary: c.summary ?? '',
      body: c.body ?? '',
      linkText: c.linkText?.trim() || null,
      linkUrl: c.linkUrl?.trim() || null,
      guideImageId: c.guideImageId ?? null,
      videoId: c.videoId ?? null,
    };
  });
  const s = v.schedule;
  return {
    channel: v.channel,
    title: v.title,
    classification: v.classification || 'notice',
    terminals: v.terminals,
    guest: v.guest,
    periodic: v.periodic,
    usePushProvider: v.usePushProvider,
    contents,
    audience: audienceOf(v.audience),
    schedule:
      v.scheduled && s
        ? {
            timeZone: s.timeZone,
            date: s.date,
            time: s.time,
            repeat: s.repeat,
            weekday: s.repeat === 'weekly' ? (s.weekday ?? null) : null,
            endDate: s.endDate || null,
          }
        : null,
  };
}

const ACTIONS: Array<{ key: FlowAction; danger?: boolean; primary?: boolean }> = [
  { key: 'submit', primary: true },
  { key: 'pass', primary: true },
  { key: 'fail', danger: true },
  { key: 'revoke' },
  { key: 'send', primary: true },
  { key: 'cancelSend', danger: true },
  { key: 'disable', danger: true },
];

/** Add, edit and detail of a message: content per language, audience, send settings; once saved its review and sending actions, statistics, sends and history. */
export default function MessagePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const params = useParams();
  const id = Number(params.id) || 0;
  const pathChannel = channelOfPath(pathname);
  const routes = messageRoutes(pathname);
  const adding = /\/(add|taskAdd)(\/|$)/.test(pathname);
  const canEdit = usePermission(P.messageEdit.name);
  const client = useQueryClient();
  const q = useQuery({ queryKey: ['messages', 'detail', id], queryFn: () => getMessage(id), enabled: id > 0 });
  const settings = useMessageSettings();
  const detail: TMessageDetail | undefined = q.data;
  const m = adding ? undefined : detail?.message;
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const editable = canEdit && (adding || m?.state === 'new');
  const initial = useMemo(() => toValues(adding ? detail?.message : m, pathChannel), [adding, detail, m, pathChannel]);
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(initial);
  }, [initial, form]);
  const channel = (Form.useWatch('channel', form) ?? initial.channel) as TMessageChannel;
  const scheduled = Form.useWatch('scheduled', form) as boolean | undefined;
  const repeat = Form.useWatch(['schedule', 'repeat'], form) as string | undefined;

  const save = async () => {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    const req = toRequest({ ...initial, ...v, langs: { ...initial.langs, ...v.langs }, audience: v.audience ?? initial.audience });
    if (req.contents.length === 0) {
      message.error(t('messages.needLanguage'));
      return;
    }
    if (req.audience.mode === 'all' && !(await confirmAction(t('messages.audience.allConfirm')))) return;
    setBusy(true);
    try {
      const saved = m ? await updateMessage({ ...req, id: m.id, version: m.version }) : await saveMessage(req);
      message.success(t('messages.saved'));
      await client.invalidateQueries({ queryKey: ['messages', 'detail', saved.id] });
      if (!m) navigate(routes.edit(saved.id), { replace: true });
    } catch (e) {
      showSaveError(e, message);
    } finally {
      setBusy(false);
    }
  };

  const act = async (action: FlowAction) => {
    if (!m) return;
    let reason: string | undefined;
    if (action === 'fail') {
      reason = await new Promise<string | undefined>((resolve) => {
        let text = '';
        Modal.confirm({
          title: t('messages.action.fail'),
          content: (
            <Input.TextArea
              aria-label={t('messages.reason')}
              placeholder={t('messages.reason')}
              maxLength={500}
              onChange={(e) => (text = e.target.value)}
              data-testid="msg-reason"
            />
          ),
          okText: t('common.confirm'),
          cancelText: t('common.cancel'),
          onOk: () => (text.trim() ? resolve(text) : Promise.reject(message.error(t('messages.reasonRequired')))),
          onCancel: () => resolve(undefined),
        });
      });
      if (!reason) return;
    } else if (!(await confirmAction(t('messages.actionConfirm', { action: t(`messages.action.${action}`), title: m.title })))) return;
    setBusy(true);
    try {
      await messageAction(action, { id: m.id, version: m.version, reason });
      message.success(t('messages.done'));
    } catch {
      /* the http client has shown why */
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: ['messages', 'detail', m.id] });
    }
  };

  if (id > 0 && q.isLoading) return <Spin />;
  // the channel's configured limit (message settings); the spec's default until it has loaded
  const imageMb = settings.data?.guideImageMaxMb[channel] ?? GUIDE_IMAGE_DEFAULT_MB[channel];
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {m && detail && (
        <Panel
          title={
            <Space>
              <span>{t('messages.reviewAndSend')}</span>
              <span data-testid="msg-state">
                <StatusTag value={m.state} styles={MESSAGE_STATE} />
              </span>
            </Space>
          }
          extra={
            <Space wrap>
              {ACTIONS.filter((a) => detail.actions.includes(a.key)).map((a) => (
                <Button
                  key={a.key}
                  type={a.primary ? 'primary' : 'default'}
                  danger={a.danger}
                  disabled={busy}
                  onClick={() => void act(a.key)}
                  data-testid={`msg-action-${a.key}`}
                >
                  {t(`messages.action.${a.key}`)}
                </Button>
              ))}
            </Space>
          }
        >
          <Descriptions size="small" column={{ xs: 1, md: 3 }} data-testid="msg-stats">
            <Descriptions.Item label={t('messages.stats.total')}>{detail.stats.total}</Descriptions.Item>
            <Descriptions.Item label={t('messages.stats.delivered')}>{detail.stats.delivered}</Descriptions.Item>
            <Descriptions.Item label={t('messages.stats.deliveryRate')}>{percent(detail.stats.deliveryRate)}</Descriptions.Item>
            <Descriptions.Item label={t('messages.stats.clicks')}>{detail.stats.clicks}</Descriptions.Item>
            <Descriptions.Item label={t('messages.stats.clickRate')}>{percent(detail.stats.clickRate)}</Descriptions.Item>
            <Descriptions.Item label={t('messages.stats.read')}>{detail.stats.read}</Descriptions.Item>
            <Descriptions.Item label={t('messages.stats.deleted')}>{detail.stats.deleted}</Descriptions.Item>
            <Descriptions.Item label={t('messages.sendStart')}>{gmt(m.sendStartTime)}</Descriptions.Item>
            <Descriptions.Item label={t('messages.nextRun')}>{gmt(m.nextRunTime)}</Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph type="secondary">{t('messages.stats.lateNote')}</Typography.Paragraph>
          <Row gutter={16}>
            <Col xs={24} lg={14}>
              <Suspense fallback={<Spin />}>
                <SendsTable messageId={m.id} />
              </Suspense>
            </Col>
            <Col xs={24} lg={10}>
              <Typography.Title level={5}>{t('messages.history')}</Typography.Title>
              {/* a plain list (antd's Timeline put the page over its 120 kB budget) */}
              <ol style={{ margin: 0, paddingLeft: 20, lineHeight: 1.8 }}>
                {detail.history.map((h, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the history is append-only and shown in order
                  <li key={i}>
                    {t(`messages.action.${h.action}`)} → {t(`messages.state.${h.toState}`)} · {h.username ?? t('messages.system')} · {when(h.createTime)}
                    {h.reason ? ` · ${h.reason}` : ''}
                  </li>
                ))}
              </ol>
            </Col>
          </Row>
        </Panel>
      )}
      <Form form={form} layout="vertical" disabled={!editable} initialValues={initial}>
        <Panel title={t('messages.basics')}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="channel" label={t('messages.channel')} rules={[{ required: true }]}>
                <Select
                  disabled={!adding || pathChannel !== null}
                  options={MESSAGE_CHANNELS.map((c) => ({ value: c, label: t(`messages.channels.${c}`) }))}
                  data-testid="msg-channel"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="title" label={t('messages.title')} rules={[{ required: true, whitespace: true, message: t('kit.required') }, { max: 128 }]}>
                <Input data-testid="msg-title" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="classification" label={t('messages.classification')} rules={[{ max: 64 }]}>
                <Input data-testid="msg-classification" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="terminals" label={t('messages.terminals')} rules={[{ required: true, message: t('kit.required') }]}>
                <Checkbox.Group options={MESSAGE_TERMINALS.map((x) => ({ value: x, label: t(`messages.terminal.${x}`) }))} />
              </Form.Item>
            </Col>
            <Col xs={8} md={5}>
              <Form.Item name="guest" label={t('messages.guest')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
            <Col xs={8} md={5}>
              <Form.Item name="periodic" label={t('messages.periodic')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
            <Col xs={8} md={6}>
              <Form.Item name="usePushProvider" label={t('messages.usePushProvider')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
          </Row>
        </Panel>
        <Panel title={t('messages.content')} style={{ marginTop: 16 }}>
          <Tabs
            items={MESSAGE_LANGUAGES.map((l) => ({
              key: l,
              label: t(`messages.lang.${l}`),
              forceRender: true,
              children: (
                <div data-testid={`msg-lang-${l}`}>
                  <Form.Item name={['langs', l, 'enabled']} valuePropName="checked">
                    <Checkbox data-testid={`msg-lang-enabled-${l}`}>{t('messages.langEnabled')}</Checkbox>
                  </Form.Item>
                  <LangFields lang={l} channel={channel} imageMb={imageMb} editable={editable} />
                </div>
              ),
            }))}
          />
        </Panel>
        <Panel title={t('messages.audience.title')} style={{ marginTop: 16 }}>
          <AudienceField disabled={!editable} />
        </Panel>
        <Panel title={t('messages.schedule.title')} style={{ marginTop: 16 }}>
          <Form.Item name="scheduled" valuePropName="checked" label={t('messages.schedule.later')}>
            <Switch data-testid="msg-scheduled" />
          </Form.Item>
          {scheduled && (
            <Row gutter={16}>
              <Col xs={24} md={6}>
                <Form.Item name={['schedule', 'timeZone']} label={t('messages.schedule.timeZone')} rules={[{ required: true }]}>
                  <Select showSearch options={ZONES.map((z) => ({ value: z, label: z }))} data-testid="msg-tz" />
                </Form.Item>
              </Col>
              <Col xs={12} md={4}>
                <Form.Item name={['schedule', 'date']} label={t('messages.schedule.date')} rules={[{ required: true, message: t('kit.required') }]}>
                  <Input type="date" data-testid="msg-date" />
                </Form.Item>
              </Col>
              <Col xs={12} md={3}>
                <Form.Item name={['schedule', 'time']} label={t('messages.schedule.time')} rules={[{ required: true, message: t('kit.required') }]}>
                  <Input type="time" data-testid="msg-time" />
                </Form.Item>
              </Col>
              <Col xs={12} md={4}>
                <Form.Item name={['schedule', 'repeat']} label={t('messages.schedule.repeat')}>
                  <Select options={MESSAGE_REPEATS.map((r) => ({ value: r, label: t(`messages.schedule.repeats.${r}`) }))} data-testid="msg-repeat" />
                </Form.Item>
              </Col>
              {repeat === 'weekly' && (
                <Col xs={12} md={3}>
                  <Form.Item name={['schedule', 'weekday']} label={t('messages.schedule.weekday')} rules={[{ required: true, message: t('kit.required') }]}>
                    <Select options={[1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: d, label: t(`messages.schedule.weekdays.${d}`) }))} />
                  </Form.Item>
                </Col>
              )}
              {repeat && repeat !== 'none' && (
                <Col xs={12} md={4}>
                  <Form.Item name={['schedule', 'endDate']} label={t('messages.schedule.endDate')}>
                    <Input type="date" data-testid="msg-end-date" />
                  </Form.Item>
                </Col>
              )}
            </Row>
          )}
          <Typography.Text type="secondary">{t('messages.schedule.gmtNote')}</Typography.Text>
        </Panel>
      </Form>
      {editable && (
        <Space>
          <Button type="primary" loading={busy} onClick={() => void save()} data-testid="msg-save">
            {t('messages.save')}
          </Button>
          <Button onClick={() => navigate(routes.list)}>{t('messages.backToList')}</Button>
        </Space>
      )}
    </Space>
  );
}

function LangFields({ lang, channel, imageMb, editable }: { lang: Lang; channel: TMessageChannel; imageMb: number; editable: boolean }) {
  const { t } = useTranslation();
  const transport = useMemo(() => guideImageTransport(channel), [channel]);
  const form = Form.useFormInstance();
  const enabled = Form.useWatch(['langs', lang, 'enabled'], form) as boolean | undefined;
  const need = enabled ? [{ required: true, whitespace: true, message: t('kit.required') }] : [];
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name={['langs', lang, 'title']} label={t('messages.langTitle')} rules={[...need, { max: 128 }]}>
          <Input data-testid={`msg-${lang}-title`} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={['langs', lang, 'summary']} label={t('messages.summary')} rules={[...need, { max: 500 }]}>
          <Input data-testid={`msg-${lang}-summary`} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name={['langs', lang, 'body']} label={t('messages.body')} rules={need}>
          <Input.TextArea rows={4} data-testid={`msg-${lang}-body`} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name={['langs', lang, 'linkText']} label={t('messages.linkText')}>
          <Input data-testid={`msg-${lang}-link-text`} />
        </Form.Item>
      </Col>
      <Col xs={24} md={16}>
        <Form.Item name={['langs', lang, 'linkUrl']} label={t('messages.linkUrl')} rules={[{ pattern: /^https?:\/\/\S+$/i, message: t('messages.urlRule') }]}>
          <Input data-testid={`msg-${lang}-link-url`} />
        </Form.Item>
      </Col>
      {editable && (
        <>
          <Col xs={24} md={12}>
            <Form.Item label={t('messages.guideImage')} extra={t('messages.guideImageHint', { mb: imageMb })}>
              <FileUpload
                area="messages"
                accept={['png', 'jpg']}
                maxSizeMb={imageMb}
                transport={transport}
                onChange={(files) => form.setFieldValue(['langs', lang, 'guideImageId'], files[0]?.id ?? null)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('messages.video')} extra={t('messages.videoHint')}>
              <FileUpload
                area="messages"
                accept={['mp4']}
                maxSizeMb={100}
                resumable
                onChange={(files) => form.setFieldValue(['langs', lang, 'videoId'], files[0]?.id ?? null)}
              />
            </Form.Item>
          </Col>
        </>
      )}
      <Form.Item name={['langs', lang, 'guideImageId']} hidden>
        <Input />
      </Form.Item>
      <Form.Item name={['langs', lang, 'videoId']} hidden>
        <Input />
      </Form.Item>
    </Row>
  );
}

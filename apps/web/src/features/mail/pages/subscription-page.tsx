import { MAIL_PERMISSIONS as P, type TSubscriber } from '@diagops/contracts';
import { Switch, Tabs, Tooltip } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/hooks/use-permission';
import { type KitColumn, KitListPage, type ListActions } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { Panel } from '../../../shared/ui/panel';
import { Space } from '../../../shared/ui/space';
import { Tag } from '../../../shared/ui/tag';
import { getSubscriberPage, setSubscription } from '../api/mail-calls';
import { useTopics } from '../components/mail-ui';
import { TemplateList } from './template-list-page';

/**
 * /messageCenter/subscription/user — customers and the topics they receive (an unsubscribe
 * link or staff turns a topic off; no choice means subscribed), and the subscription templates.
 */
export default function SubscriptionPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const ref = useRef<ListActions | undefined>(undefined);
  const topics = useTopics(i18n.language);
  const canEdit = usePermission(P.subscriptionEdit.name);
  const canTemplates = usePermission(P.templateView.name);
  const topicOptions = (topics.data ?? []).map((x) => ({ value: x.code, label: x.name }));

  const toggle = async (r: TSubscriber, topic: string, subscribed: boolean) => {
    await setSubscription({ customerId: r.customerId, topic, subscribed });
    message.success(t('kit.saved'));
    ref.current?.reload();
  };

  const columns: KitColumn<TSubscriber>[] = [
    { title: t('mail.customerId'), dataIndex: 'customerId', width: 100, search: false },
    { title: t('mail.email'), dataIndex: 'email', width: 240 },
    { title: t('mail.customerName'), dataIndex: 'name', width: 160, search: false },
    {
      title: t('mail.topic'),
      dataIndex: 'topic',
      hideInTable: true,
      width: 160,
      valueType: 'select',
      fieldProps: { options: topicOptions },
    },
    {
      title: t('mail.subscriptionState'),
      dataIndex: 'subscribed',
      hideInTable: true,
      width: 120,
      valueEnum: { true: { text: t('mail.subscribed') }, false: { text: t('mail.unsubscribed') } },
    },
    {
      title: t('mail.topics'),
      dataIndex: 'unsubscribed',
      width: 520,
      search: false,
      render: (_, r) => (
        <Space wrap size={[12, 4]}>
          {(topics.data ?? []).map((topic) => {
            const on = !r.unsubscribed.includes(topic.code);
            return (
              <Tooltip key={topic.code} title={t(on ? 'mail.subscribed' : 'mail.unsubscribed')}>
                <Space size={4}>
                  <Switch
                    size="small"
                    checked={on}
                    disabled={!canEdit}
                    aria-label={`${topic.name} ${r.email ?? r.account}`}
                    data-testid={`sub-${r.customerId}-${topic.code}`}
                    onChange={(v) => void toggle(r, topic.code, v)}
                  />
                  <Tag color={on ? 'success' : 'default'}>{topic.name}</Tag>
                </Space>
              </Tooltip>
            );
          })}
        </Space>
      ),
    },
    {
      title: t('mail.changedBy.label'),
      dataIndex: 'changedBy',
      width: 120,
      search: false,
      render: (_, r) => (r.changedBy ? t(`mail.changedBy.${r.changedBy}`) : '-'),
    },
    { title: t('kit.updateTime'), dataIndex: 'updateTime', width: 170, valueType: 'dateTime', search: false },
  ];
  const list = (
    <KitListPage<TSubscriber>
      id="mail-subscribers"
      rowKey="customerId"
      columns={columns}
      fetch={getSubscriberPage}
      toFilters={(v) => ({ ...v, subscribed: v.subscribed === undefined ? undefined : v.subscribed === 'true' || v.subscribed === true })}
      actionRef={ref}
    />
  );
  if (!canTemplates) return list;
  return (
    <Panel>
      <Tabs
        items={[
          { key: 'users', label: t('mail.subscribersTab'), children: list },
          { key: 'templates', label: t('mail.subscriptionTemplatesTab'), children: <TemplateList kind="subscription" /> },
        ]}
      />
    </Panel>
  );
}

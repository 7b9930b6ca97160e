import { CHAT_DEFAULT_TIME_ZONE, CHAT_LANGUAGES, type TImAgent, ZImAgentSave } from '@diagops/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { KitEntityForm, KitSelectField, useLeavePage } from '../../../shared/kit';
import { Empty } from '../../../shared/ui/empty';
import { Spin } from '../../../shared/ui/spin';
import { useProductOptions } from '../../products';
import { getAgent, saveAgent, staffOptions, updateAgent } from '../api/chat-calls';

const LIST = '/customerServiceManagement/customerSetting/list';

/** The IANA zones this browser knows, UTC first (the list the server checks against is the same IANA database). */
function timeZoneOptions(current?: string): Array<{ value: string; label: string }> {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = [...new Set([CHAT_DEFAULT_TIME_ZONE, ...(current ? [current] : []), ...zones])];
  return all.map((z) => ({ value: z, label: z.replaceAll('_', ' ') }));
}

/** /customerServiceManagement/customerSetting/add and edit/{id}: the agent's skills, capacity, hours and whether enabled. */
export default function AgentFormPage() {
  const { t, i18n } = useTranslation();
  const leave = useLeavePage();
  const qc = useQueryClient();
  const { id } = useParams();
  const editing = id !== undefined;
  const q = useQuery({ queryKey: ['chat-agent', id], queryFn: () => getAgent(Number(id)), enabled: editing });
  const users = useQuery({ queryKey: ['chat-staff-options'], queryFn: staffOptions, enabled: !editing });
  const products = useProductOptions(i18n.language === 'zh-CN');
  if (editing && q.isLoading) return <Spin />;
  if (editing && !q.data) return <Empty description={t('chat.notFound')} />;
  const current = q.data as TImAgent | undefined;
  return (
    <KitEntityForm<Record<string, unknown>>
      mode={editing ? 'edit' : 'add'}
      titleKey={{ add: 'chat.addAgent', edit: 'chat.editAgent', detail: 'chat.editAgent' }}
      schema={ZImAgentSave}
      fields={[
        ...(editing ? [] : [{ name: 'userId', labelKey: 'chat.staffUser', kind: 'select' as const, options: users.data ?? [] }]),
        { name: 'nickname', labelKey: 'chat.nickname', kind: 'text' },
        { name: 'capacity', labelKey: 'chat.capacityMax', kind: 'number' },
        { name: 'workStart', labelKey: 'chat.workStart', kind: 'text' },
        { name: 'workEnd', labelKey: 'chat.workEnd', kind: 'text' },
        { name: 'enabled', labelKey: 'chat.enabled', kind: 'switch' },
      ]}
      extra={
        <>
          <KitSelectField
            name="languages"
            label={t('chat.languages')}
            mode="multiple"
            span={12}
            rules={[{ required: true, message: t('kit.required') }]}
            options={CHAT_LANGUAGES.map((l) => ({ value: l, label: l === 'zh-CN' ? '简体中文' : 'English' }))}
          />
          <KitSelectField
            name="timeZone"
            label={t('chat.timeZone')}
            span={12}
            options={timeZoneOptions(current?.timeZone)}
            placeholder={t('chat.timeZoneDefault')}
            showSearch
            allowClear={!editing}
            testId="agent-time-zone"
          />
          <KitSelectField
            name="productIds"
            label={t('chat.products')}
            mode="multiple"
            span={12}
            options={products.data ?? []}
            placeholder={t('chat.allProducts')}
          />
        </>
      }
      initialValues={current ?? { capacity: 5, workStart: '00:00', workEnd: '23:59', enabled: true, languages: ['zh-CN', 'en-US'], productIds: [] }}
      onClose={() => leave(LIST)}
      onSubmit={async (v) => {
        const body = { ...v, productIds: (v.productIds as number[] | undefined) ?? [] } as never;
        if (editing) {
          const { userId: _u, ...rest } = body as Record<string, unknown>;
          await updateAgent({ ...(rest as object), id: current!.id } as never);
        } else await saveAgent(body);
        await qc.invalidateQueries({ queryKey: ['chat-agent'] });
      }}
    />
  );
}

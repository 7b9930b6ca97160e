import {
  CARD_ACTIONS,
  CARD_TYPE_CODES,
  cardActionsFrom,
  DEVICE_PERMISSIONS as P,
  type TCard,
  type TCardAction,
  ZCardGenerateRequest,
} from '@diagops/contracts';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Access } from '../../../shared/components/access';
import { ExportButton, type KitColumn, KitEntityForm, KitListPage, type ListActions, rowActionsColumn, StatusTag, statusEnum } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { cardExportUrl, generateCards, getCardPage, USER_SERVICE } from '../api/device-calls';
import { CardActionDialog } from '../components/card-action-dialog';
import { CARD_STATUS } from '../components/device-labels';

/** Who may take each step (unlock needs the lock permission). */
const CARD_ACTION_PERMISSION: Record<TCardAction, string> = {
  sell: P.cardSell.name,
  gift: P.cardGift.name,
  lock: P.cardLock.name,
  unlock: P.cardLock.name,
  refund: P.cardRefund.name,
};

/** /brand/pointCard/list — cards (CARD-01 types, CARD-03 statuses), batch generation, export, and each card's steps (sell, gift, lock, unlock, refund) as the card's status allows. */
export default function PointCardListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const ref = useRef<ListActions | undefined>(undefined);
  const [generating, setGenerating] = useState(false);
  const [acting, setActing] = useState<{ action: TCardAction; card: TCard } | null>(null);
  const typeOptions = CARD_TYPE_CODES.map((c) => ({ value: c, label: `${c} ${t(`devices.cardType.${c}`)}` }));
  const columns: KitColumn<TCard>[] = [
    { title: t('devices.cardNo'), dataIndex: 'cardNo', width: 190, fixed: 'left', sortKey: 'cardNo' },
    {
      title: t('devices.cardTypeLabel'),
      dataIndex: 'cardType',
      width: 260,
      valueType: 'select',
      fieldProps: { options: typeOptions },
      render: (_, r) => `${r.cardType} ${t(`devices.cardType.${r.cardType}`)}`,
    },
    {
      title: t('devices.status'),
      dataIndex: 'status',
      width: 100,
      valueEnum: statusEnum(CARD_STATUS, t),
      render: (_, r) => <StatusTag value={r.status} styles={CARD_STATUS} />,
    },
    { title: t('devices.batchNo'), dataIndex: 'batchNo', width: 190 },
    { title: t('devices.faceValue'), dataIndex: 'faceValue', width: 100, search: false, align: 'right' },
    { title: t('devices.customerId'), dataIndex: 'customerId', width: 100, valueType: 'digit', render: (_, r) => r.customerId ?? '-' },
    { title: t('devices.owner'), dataIndex: 'customerAccount', width: 180, search: false, render: (_, r) => r.customerAccount ?? '-' },
    { title: t('devices.expireTime'), dataIndex: 'expireTime', width: 170, valueType: 'dateTime', search: false },
    { title: t('kit.createTime'), dataIndex: 'createTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'createTime' },
    rowActionsColumn<TCard>({
      width: 220,
      wrap: true,
      onDetail: (r) => navigate(`/brand/pointCard/detail/${r.id}`),
      extra: CARD_ACTIONS.map((action) => ({
        key: action,
        label: t(`devices.cardAction.${action}`),
        permission: CARD_ACTION_PERMISSION[action],
        when: (r: TCard) => cardActionsFrom(r.status).includes(action),
        onClick: (card: TCard) => setActing({ action, card }),
        testId: (r: TCard) => `card-${action}-${r.id}`,
      })),
    }),
  ];
  return (
    <>
      <KitListPage<TCard>
        id="pointCard"
        rowKey="id"
        keyset
        columns={columns}
        fetch={getCardPage}
        actionRef={ref}
        toolbar={({ filters }) => [
          <Access key="gen" permission={P.cardGenerate.name}>
            <Button type="primary" onClick={() => setGenerating(true)} data-testid="card-generate">
              {t('devices.generate')}
            </Button>
          </Access>,
          <Access key="export" permission={P.cardExport.name}>
            <ExportButton url={cardExportUrl} service={USER_SERVICE} body={filters} />
          </Access>,
        ]}
      />
      <KitEntityForm<Record<string, unknown>>
        mode={generating ? 'add' : null}
        titleKey={{ add: 'devices.generateTitle', edit: 'devices.generateTitle', detail: 'devices.generateTitle' }}
        schema={ZCardGenerateRequest}
        fields={[
          { name: 'cardType', labelKey: 'devices.cardTypeLabel', kind: 'select', options: typeOptions },
          { name: 'count', labelKey: 'devices.count', kind: 'number' },
          { name: 'faceValue', labelKey: 'devices.faceValue', kind: 'number' },
          { name: 'expireDays', labelKey: 'devices.expireDays', kind: 'number' },
          { name: 'remark', labelKey: 'devices.remark', kind: 'textarea' },
        ]}
        initialValues={{ count: 100, faceValue: 100 }}
        onClose={() => setGenerating(false)}
        onSubmit={async (v) => {
          const r = await generateCards(v as never);
          message.success(t('devices.generated', { n: r.count, batch: r.batchNo }));
          ref.current?.reload();
        }}
      />
      <CardActionDialog
        action={acting?.action ?? null}
        card={acting?.card ?? null}
        onClose={(changed) => {
          if (changed && acting) message.success(t(`devices.cardDone.${acting.action}`));
          setActing(null);
          if (changed) ref.current?.reload();
        }}
      />
    </>
  );
}

import { CURRENCIES, type TCard, type TCardAction, ZCardGiftRequest, ZCardReasonRequest, ZCardRefundRequest, ZCardSellRequest } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { svcPath } from '../../../shared/config/app-config';
import { confirmAction, KitEntityForm, type KitField } from '../../../shared/kit';
import { getJson } from '../../../shared/kit/kit-api';
import { Alert } from '../../../shared/ui/alert';
import { runCardAction } from '../api/device-calls';

const reason: KitField = { name: 'reason', labelKey: 'devices.reason', kind: 'textarea' };
type Spec = { schema: z.ZodObject; fields: KitField[]; initial?: Record<string, unknown> };

/** The enabled sales channels (the dictionary's getChannelList, the query the SKU screens share). */
function useChannelOptions(open: boolean) {
  return useQuery({
    queryKey: ['dic', 'channels'],
    enabled: open,
    queryFn: async () =>
      (await getJson<Array<{ id: number; code: string; name: string }>>(svcPath('dic', '/dic/diag/getChannelList'))).map((c) => ({
        value: c.id,
        label: `${c.code} ${c.name}`,
      })),
  }).data;
}

type Props = { action: TCardAction | null; card: TCard | null; onClose: (changed: boolean) => void };

/**
 * One staff step of a card in a dialog with its fields (the rules come from the request schema):
 * sell to a channel or on an order at a price, gift to a customer, lock, unlock or refund with a
 * reason. Locking and refunding ask for a confirmation first; the server refuses what the card's
 * status does not allow (1017) and the card stays as it was.
 */
export function CardActionDialog({ action, card, onClose }: Props) {
  const { t } = useTranslation();
  const channels = useChannelOptions(action === 'sell');
  const currencies = CURRENCIES.map((c) => ({ value: c, label: c }));
  const specs: Record<TCardAction, Spec> = {
    sell: {
      schema: ZCardSellRequest,
      fields: [
        { name: 'channelId', labelKey: 'devices.cardChannel', kind: 'select', options: channels ?? [] },
        { name: 'orderNo', labelKey: 'devices.cardOrderNo', kind: 'text' },
        { name: 'amount', labelKey: 'devices.cardAmount', kind: 'number', precision: 2 },
        { name: 'currency', labelKey: 'devices.cardCurrency', kind: 'select', options: currencies },
        { name: 'note', labelKey: 'devices.note', kind: 'textarea' },
      ],
      initial: { currency: 'CNY' },
    },
    gift: { schema: ZCardGiftRequest, fields: [{ name: 'customerId', labelKey: 'devices.customerId', kind: 'number' }, reason] },
    lock: { schema: ZCardReasonRequest, fields: [reason] },
    unlock: { schema: ZCardReasonRequest, fields: [reason] },
    refund: { schema: ZCardRefundRequest, fields: [reason, { name: 'amount', labelKey: 'devices.cardRefundAmount', kind: 'number', precision: 2 }] },
  };
  const s = action ? specs[action] : null;
  const title = `devices.cardAction.${action ?? 'sell'}`;
  const hint = action ? t(`devices.cardActionHint.${action}`) : '';
  return (
    <KitEntityForm<Record<string, unknown>>
      mode={action && card ? 'add' : null}
      titleKey={{ add: title, edit: title, detail: title }}
      schema={s?.schema ?? ZCardReasonRequest}
      fields={s?.fields ?? []}
      initialValues={s?.initial}
      extra={
        hint ? (
          <Col span={24}>
            <Alert type="info" showIcon data-testid="card-action-hint" message={hint} />
          </Col>
        ) : undefined
      }
      onClose={() => onClose(false)}
      onSubmit={async (v) => {
        if (!action || !card) return;
        if (action === 'lock' || action === 'refund') {
          const ok = await confirmAction(t(`devices.cardConfirm.${action}`, { no: card.cardNo }), { danger: true });
          if (!ok) throw new Error('cancelled');
        }
        await runCardAction(action, { ...v, id: card.id, version: card.version });
        onClose(true);
      }}
    />
  );
}

import {
  DEVICE_PURPOSES,
  type TDevice,
  type TDeviceAction,
  ZDeviceBindRequest,
  ZDeviceCancelTransferRequest,
  ZDeviceExchangeRequest,
  ZDeviceExtendRequest,
  ZDeviceLockRequest,
  ZDeviceMarkRequest,
  ZDeviceRenewRequest,
  ZDeviceSetCodeRequest,
  ZDeviceTransferRequest,
  ZDeviceUnbindRequest,
} from '@diagops/contracts';
import { Col } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { confirmAction, KitEntityForm, type KitField } from '../../../shared/kit';
import { Alert } from '../../../shared/ui/alert';
import { runDeviceAction } from '../api/device-calls';

/** Staff's one-device actions (return is a batch; accepting or declining a transfer is the receiving customer's). */
export type DialogAction = Exclude<TDeviceAction, 'return' | 'acceptTransfer' | 'declineTransfer'>;
/** The dialog actions in the order the list's row menu and the detail page offer them. */
export const DIALOG_ACTIONS: DialogAction[] = [
  'bind',
  'unbind',
  'transfer',
  'cancelTransfer',
  'extendWarranty',
  'renewSoftware',
  'setRegistrationCode',
  'markPurpose',
  'exchange',
  'lock',
];
const note: KitField = { name: 'note', labelKey: 'devices.note', kind: 'textarea' };

type Spec = { schema: z.ZodObject; fields: KitField[]; initial?: Record<string, unknown>; hint?: string };
type T = (k: string, o?: Record<string, unknown>) => string;

/** Each action's request schema (the form's rules come from it), its fields (DEV-04…DEV-08) and what to tell before it. */
function spec(action: DialogAction, t: T, device: TDevice | null): Spec {
  switch (action) {
    case 'bind':
      return {
        schema: ZDeviceBindRequest,
        fields: [
          { name: 'customerId', labelKey: 'devices.customerId', kind: 'number' },
          { name: 'registrationCode', labelKey: 'devices.registrationCode', kind: 'text' },
          note,
        ],
      };
    case 'unbind':
      return {
        schema: ZDeviceUnbindRequest,
        fields: [{ name: 'secondSale', labelKey: 'devices.secondSaleChoice', kind: 'switch' }, note],
        initial: { secondSale: false },
      };
    case 'transfer':
      return {
        schema: ZDeviceTransferRequest,
        fields: [{ name: 'targetCustomerId', labelKey: 'devices.targetCustomerId', kind: 'number' }, note],
        hint: t('devices.transferHint'),
      };
    case 'cancelTransfer':
      return {
        schema: ZDeviceCancelTransferRequest,
        fields: [note],
        hint: t('devices.cancelTransferHint', { account: device?.transferToAccount ?? device?.transferToCustomerId ?? '-' }),
      };
    case 'extendWarranty':
      return { schema: ZDeviceExtendRequest, fields: [{ name: 'days', labelKey: 'devices.days', kind: 'number' }, note] };
    case 'renewSoftware':
      return {
        schema: ZDeviceRenewRequest,
        fields: [
          { name: 'registrationCode', labelKey: 'devices.registrationCode', kind: 'text' },
          { name: 'days', labelKey: 'devices.days', kind: 'number' },
          note,
        ],
      };
    case 'setRegistrationCode':
      return {
        schema: ZDeviceSetCodeRequest,
        fields: [{ name: 'registrationCode', labelKey: 'devices.registrationCode', kind: 'text' }, note],
        hint: t('devices.setCodeHint'),
      };
    case 'markPurpose':
      return {
        schema: ZDeviceMarkRequest,
        fields: [
          {
            name: 'purpose',
            labelKey: 'devices.purpose',
            kind: 'select',
            options: DEVICE_PURPOSES.map((p) => ({ value: p, label: t(`devices.purposeValue.${p}`) })),
          },
          note,
        ],
      };
    case 'lock':
      return { schema: ZDeviceLockRequest, fields: [note] };
    case 'exchange':
      return { schema: ZDeviceExchangeRequest, fields: [{ name: 'newSn', labelKey: 'devices.newSn', kind: 'text' }, note] };
  }
}

type Props = { action: DialogAction | null; device: TDevice | null; onClose: (changed: boolean) => void };

/** One action on one device, in a dialog with its required fields; locking asks twice (DEV-06). */
export function DeviceActionDialog({ action, device, onClose }: Props) {
  const { t } = useTranslation();
  const s = action ? spec(action, t, device) : null;
  return (
    <KitEntityForm<Record<string, unknown>>
      mode={action && device ? 'add' : null}
      titleKey={{ add: `devices.action.${action ?? 'bind'}`, edit: `devices.action.${action ?? 'bind'}`, detail: `devices.action.${action ?? 'bind'}` }}
      schema={s?.schema ?? ZDeviceLockRequest}
      fields={s?.fields ?? []}
      initialValues={s?.initial}
      extra={
        s?.hint ? (
          <Col span={24}>
            <Alert type="info" showIcon data-testid="device-transfer-hint" message={s.hint} />
          </Col>
        ) : undefined
      }
      onClose={() => onClose(false)}
      onSubmit={async (v) => {
        if (!action || !device) return;
        if (action === 'lock') {
          if (!(await confirmAction(t('devices.lockConfirm1', { sn: device.sn }), { danger: true }))) throw new Error('cancelled');
          if (!(await confirmAction(t('devices.lockConfirm2', { sn: device.sn }), { danger: true, title: t('devices.lockConfirmTitle') })))
            throw new Error('cancelled');
        }
        await runDeviceAction(action, { ...v, id: device.id, version: device.version });
        onClose(true);
      }}
    />
  );
}

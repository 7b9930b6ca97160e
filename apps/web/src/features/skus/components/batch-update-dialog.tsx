import { CURRENCIES, SKU_STATUSES } from '@diagops/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { App } from '../../../shared/ui/app';
import { InputNumber } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Select } from '../../../shared/ui/select';
import { updateSkuBatch } from '../api/sku-calls';

type Props = { ids: number[]; open: boolean; onClose: (changed: boolean) => void };

/** platformsku/updateBatch: one status, price or currency for every selected SKU. */
export function BatchUpdateDialog({ ids, open, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  return (
    <Modal
      open={open}
      title={t('skus.batchTitle', { n: ids.length })}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      destroyOnHidden
      onCancel={() => onClose(false)}
      onOk={async () => {
        const v = Object.fromEntries(Object.entries(form.getFieldsValue()).filter(([, x]) => x !== undefined && x !== null));
        if (Object.keys(v).length === 0) {
          message.warning(t('skus.batchNothing'));
          return;
        }
        const r = await updateSkuBatch({ ids, ...v });
        message.success(t('skus.batchDone', { n: r.updated }));
        form.resetFields();
        onClose(true);
      }}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="status" label={t('skus.status')}>
          <Select allowClear options={SKU_STATUSES.map((s) => ({ value: s, label: t(`skus.statusValue.${s}`) }))} data-testid="batch-status" />
        </Form.Item>
        <Form.Item name="price" label={t('skus.price')}>
          <InputNumber min={0} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="currency" label={t('skus.currency')}>
          <Select allowClear options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

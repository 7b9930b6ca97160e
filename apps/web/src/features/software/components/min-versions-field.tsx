import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../shared/ui/input';
import { Select } from '../../../shared/ui/select';
import { Space } from '../../../shared/ui/space';
import type { Option } from '../api/software-options';

/** The minimum versions an upload needs of other software: rows of (software, version). */
export function MinVersionsField({ options, readonly }: { options: Option[]; readonly: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('software.minVersions')} tooltip={t('software.minVersionsTip')}>
      <Form.List name="minVersions">
        {(rows, { add, remove }) => (
          <>
            {rows.map((row) => (
              <Space key={row.key} align="baseline" style={{ display: 'flex' }}>
                <Form.Item name={[row.name, 'softwareCodeId']} rules={[{ required: true, message: t('kit.required') }]}>
                  <Select
                    style={{ width: 260 }}
                    options={options}
                    showSearch
                    optionFilterProp="label"
                    disabled={readonly}
                    placeholder={t('software.software')}
                    aria-label={t('software.software')}
                  />
                </Form.Item>
                <Form.Item name={[row.name, 'minVersion']} rules={[{ required: true, message: t('kit.required') }]}>
                  <Input style={{ width: 140 }} disabled={readonly} placeholder="1.2.3" aria-label={t('software.minVersion')} />
                </Form.Item>
                {!readonly && <Button type="text" icon={<MinusCircleOutlined />} onClick={() => remove(row.name)} aria-label={t('kit.delete')} />}
              </Space>
            ))}
            {!readonly && (
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add()}>
                {t('software.addMinVersion')}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}

import { obdCodeResource } from '@diagops/contracts';
import { Col, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceListPage } from '../../../shared/kit/resource';
import { useItemFields } from './catalog-fields';
import { DescriptionsGrid } from './descriptions-grid';
import { ObdDescribe } from './obd-describe';

/** /simple/obdCode/index: the codes, a description lookup above them, the descriptions grid in the forms. */
export function ObdCodePage() {
  const { t } = useTranslation();
  const items = useItemFields(obdCodeResource, { brand: 'brandId' });
  return (
    <>
      <ObdDescribe />
      <ResourceListPage
        def={obdCodeResource}
        initialValues={() => ({ descriptions: [{ lang: 'zh-CN', text: '' }] })}
        fields={{
          ...items,
          descriptions: {
            render: (mode) => (
              <Col span={24}>
                <Form.Item
                  name="descriptions"
                  label={t('vehicleCatalog.descriptions')}
                  rules={mode === 'detail' ? [] : [{ required: true, message: t('kit.required') }]}
                >
                  <DescriptionsGrid readOnly={mode === 'detail'} />
                </Form.Item>
              </Col>
            ),
          },
        }}
      />
    </>
  );
}

import { specialConfigResource as def, SPECIAL_SN_LIST_MAX, text2, ZSpecialSnListDefaults } from '@diagops/contracts';
import { Col, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { svcPath } from '../../../shared/config/app-config';
import { ImportButton } from '../../../shared/kit/import-dialog';
import { formFields, ResourceField } from '../../../shared/kit/resource/resource-fields';
import { Typography } from '../../../shared/ui/typography';
import { LookupSelect } from '../revisioned/lookup-select';

const url = (op: string) => svcPath('config', `/specialConfig/snList/${op}`);
const shape = ZSpecialSnListDefaults.shape as Record<string, z.ZodType>;

/**
 * One special config for every SN of an Excel list (up to 50,000, an order's or a channel's devices): the
 * values are asked once, above the upload; a dry run reports each SN refused (102053 …), then all or none.
 */
export function SpecialSnListButton({ onImported }: { onImported: () => void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Record<string, unknown>>();
  const values = (
    <>
      <Typography.Text type="secondary">{t('config.special.snListHint', { max: SPECIAL_SN_LIST_MAX.toLocaleString(i18n.language) })}</Typography.Text>
      <Form form={form} layout="vertical" data-testid="special-sn-list-form">
        <Row gutter={16}>
          {formFields(def, 'add')
            .filter(([name]) => name in shape)
            .map(([name, field]) =>
              name === 'channelId' ? (
                <Col span={12} key={name}>
                  <Form.Item name="channelId" label={text2(field.label, i18n.language)}>
                    <LookupSelect lookup="channels" data-testid="special-sn-list-channel" />
                  </Form.Item>
                </Col>
              ) : (
                <ResourceField key={name} name={name} field={field} shape={shape} mode="add" />
              ),
            )}
        </Row>
      </Form>
    </>
  );
  const collect = async () => {
    try {
      const v = await form.validateFields();
      return Object.fromEntries(Object.entries(v).filter(([k, x]) => k in shape && x !== undefined && x !== null && x !== ''));
    } catch {
      return null;
    }
  };
  return (
    <ImportButton
      service="config"
      label={t('config.special.snList')}
      testId="special-sn-list-open"
      importUrl={url('import')}
      templateUrl={url('template')}
      failedFileUrl={(id) => `${svcPath('config', '/specialConfig/failedFile')}?jobId=${id}`}
      dryRun={{ reportUrl: (id) => `${url('importReport')}?jobId=${id}`, commitUrl: url('importCommit') }}
      onImported={onImported}
      values={{ form: values, collect }}
    />
  );
}

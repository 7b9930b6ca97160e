import { specialConfigResource as def, SPECIAL_CONFIG_INFO_ROUTE, text2 } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Access } from '../../../shared/components/access';
import { ResourceListPage } from '../../../shared/kit/resource';
import { lookupOptions } from '../api/config-calls';
import { LookupSelect } from '../revisioned/lookup-select';
import { SpecialSetDialog } from './special-set-dialog';
import { SpecialSnListButton } from './special-sn-list-button';

/** /configManagement/specialConfig/list — the special configs per SN: the kit's list, "why" of an SN, and enabling or disabling several at once. */
export default function SpecialConfigListPage() {
  const { t, i18n } = useTranslation();
  const [setOpen, setSetOpen] = useState(false);
  const [tick, setTick] = useState(0);
  const channels = useQuery({ queryKey: ['config', 'lookup', 'channels'], queryFn: () => lookupOptions('channels') });
  return (
    <>
      <ResourceListPage
        key={tick}
        def={def}
        fields={{
          channelId: {
            options: (channels.data ?? []).map((o) => ({ value: o.id, label: o.label })),
            render: (mode) => (
              <Col span={12}>
                <Form.Item name="channelId" label={text2(def.fields.channelId.label, i18n.language)}>
                  <LookupSelect lookup="channels" disabled={mode === 'detail'} data-testid="special-channel" />
                </Form.Item>
              </Col>
            ),
          },
        }}
        cells={{
          sn: (row) => (
            <Link
              to={`${SPECIAL_CONFIG_INFO_ROUTE}/${encodeURIComponent(String(row.sn))}`}
              title={t('config.effective.title')}
              data-testid={`special-sn-${row.id}`}
            >
              {String(row.sn)}
            </Link>
          ),
        }}
        toolbar={[
          <Access key="snList" permission={def.permissions.import}>
            <SpecialSnListButton onImported={() => setTick((n) => n + 1)} />
          </Access>,
          <Access key="set" permission={def.permissions.disable}>
            <Button onClick={() => setSetOpen(true)} data-testid="special-set-open">
              {t('config.special.setTitle')}
            </Button>
          </Access>,
        ]}
      />
      <SpecialSetDialog open={setOpen} onClose={() => setSetOpen(false)} onChanged={() => setTick((n) => n + 1)} />
    </>
  );
}

import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { TOPOLOGY_BUSES, type TTopologyNode, text2, topologyMapResource } from '@diagops/contracts';
import { Button, Col, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../shared/ui/select';
import { Space } from '../../../shared/ui/space';
import type { Choice } from './extras-api';
import { TopologySvg } from './topology-svg';

type Props = { mode: 'add' | 'edit' | 'detail'; modules: Choice[] };

/** The map's modules: a module and its bus per line (add, remove), and the map drawn below as it is. */
export function TopologyNodesField({ mode, modules }: Props) {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance();
  const nodes = (Form.useWatch('nodes', form) as TTopologyNode[] | undefined) ?? [];
  const names = new Map(modules.map((m) => [String(m.value), m.label]));
  const label = text2(topologyMapResource.fields.nodes.label, i18n.language);
  const drawn = nodes.filter((n) => n?.module && n?.bus);
  return (
    <Col span={24}>
      {mode !== 'detail' && (
        <Form.Item label={label} required>
          <Form.List name="nodes" rules={[{ validator: async (_, v) => (v?.length ? undefined : Promise.reject(new Error(t('kit.required')))) }]}>
            {(fields, { add, remove }, { errors }) => (
              <>
                {fields.map((f) => (
                  <Space key={f.key} align="baseline" data-testid="topology-node">
                    <Form.Item name={[f.name, 'module']} rules={[{ required: true, message: t('kit.required') }]}>
                      <Select
                        aria-label={t('vehicleExtras.module')}
                        showSearch
                        optionFilterProp="label"
                        style={{ width: 260 }}
                        placeholder={t('vehicleExtras.module')}
                        options={modules.map((m) => ({ value: m.value, label: `${m.value} ${m.label}` }))}
                      />
                    </Form.Item>
                    <Form.Item name={[f.name, 'bus']} rules={[{ required: true, message: t('kit.required') }]}>
                      <Select
                        aria-label={t('vehicleExtras.bus')}
                        style={{ width: 130 }}
                        placeholder={t('vehicleExtras.bus')}
                        options={TOPOLOGY_BUSES.map((b) => ({ value: b, label: b }))}
                      />
                    </Form.Item>
                    <MinusCircleOutlined aria-label={t('vehicleExtras.removeNode')} onClick={() => remove(f.name)} />
                  </Space>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ bus: 'CAN' })} data-testid="topology-add-node">
                  {t('vehicleExtras.addNode')}
                </Button>
                <Form.ErrorList errors={errors} />
              </>
            )}
          </Form.List>
        </Form.Item>
      )}
      <Form.Item label={mode === 'detail' ? label : t('vehicleExtras.preview')}>
        {drawn.length > 0 ? <TopologySvg nodes={drawn} names={names} /> : <span>-</span>}
      </Form.Item>
    </Col>
  );
}

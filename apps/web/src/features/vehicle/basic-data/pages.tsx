import {
  type ResourceDef,
  text2,
  VEHICLE_ITEM_PERMISSIONS,
  VEHICLE_MODEL_PERMISSION,
  type VehicleItemKind,
  vehicleAttrResource,
  vehicleBrandResource,
  vehicleModelResource,
  vehicleTypeResource,
} from '@diagops/contracts';
import { Col, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../shared/components/access';
import { ImportButton } from '../../../shared/kit/import-dialog';
import { ResourceListPage } from '../../../shared/kit/resource';
import type { FieldOverrides } from '../../../shared/kit/resource/resource-fields';
import { RemoteSelect } from '../../../shared/ui/remote-select';
import { Tag } from '../../../shared/ui/tag';
import { loadOptions, modelImportUrls } from './api';
import { MergeButton } from './merge-dialog';
import { AttrValuesField, NamesField } from './names-grid';
import { VersionsPanel } from './versions-panel';

/**
 * The four basic-data screens (/BasicDataManagement/*): the kit's list and dialogs, with the names
 * grid (VEH-03), the attribute values grid, the version history in the detail, merge and (models) import.
 */
function RefField(p: { kind: 'brand' | 'type'; name: string; label: string; mode: string; required?: boolean }) {
  return (
    <Col span={12}>
      <Form.Item name={p.name} label={p.label} rules={p.required && p.mode !== 'detail' ? [{ required: true }] : []}>
        <RemoteSelect
          aria-label={p.label}
          disabled={p.mode === 'detail'}
          allowClear={!p.required}
          load={(k, ids) => loadOptions(p.kind, k, ids, Boolean(ids))}
        />
      </Form.Item>
    </Col>
  );
}

function BasicDataPage(p: { kind: VehicleItemKind; def: ResourceDef }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [refOptions, setRefOptions] = useState<Record<string, Array<{ value: number; label: string }>>>({});
  const { kind, def } = p;
  useEffect(() => {
    if (kind !== 'model') return;
    void Promise.all([loadOptions('brand', undefined, undefined, true), loadOptions('type', undefined, undefined, true)]).then(([b, ty]) =>
      setRefOptions({
        brandId: b.map((o) => ({ value: o.id, label: `${o.code} ${o.name}` })),
        typeId: ty.map((o) => ({ value: o.id, label: `${o.code} ${o.name}` })),
      }),
    );
  }, [kind]);
  const label = (f: string) => text2(def.fields[f]!.label, lang);
  const fields: FieldOverrides = {
    names: {
      render: (mode) => (
        <>
          <NamesField kind={kind} label={label('names')} readonly={mode === 'detail'} />
          {mode === 'detail' && <VersionsPanel kind={kind} />}
        </>
      ),
    },
  };
  if (kind === 'attr') fields.attrValues = { render: (mode) => <AttrValuesField label={label('attrValues')} readonly={mode === 'detail'} /> };
  if (kind === 'model') {
    fields.brandId = { options: refOptions.brandId, render: (mode) => <RefField kind="brand" name="brandId" label={label('brandId')} mode={mode} required /> };
    fields.typeId = { options: refOptions.typeId, render: (mode) => <RefField kind="type" name="typeId" label={label('typeId')} mode={mode} /> };
  }
  // the list reloads in place: remounting it would close the import dialog before it shows its result
  const toolbar = ({ reload }: { reload: () => void }) => [
    <Access key="merge" permission={VEHICLE_ITEM_PERMISSIONS[kind].merge}>
      <MergeButton kind={kind} onMerged={reload} />
    </Access>,
    ...(kind === 'model'
      ? [
          <Access key="import" permission={VEHICLE_MODEL_PERMISSION.import}>
            <ImportButton service="vehicle" {...modelImportUrls} onImported={reload} />
          </Access>,
        ]
      : []),
  ];
  return (
    <ResourceListPage
      def={def}
      fields={fields}
      toolbar={toolbar}
      cells={{
        mergedInto: (row) => (row.mergedInto ? <Tag color="gold">{t('vehicleBasic.mergedInto', { id: row.mergedInto })}</Tag> : null),
      }}
    />
  );
}

export const TypePage = () => <BasicDataPage kind="type" def={vehicleTypeResource} />;
export const BrandPage = () => <BasicDataPage kind="brand" def={vehicleBrandResource} />;
export const ModelPage = () => <BasicDataPage kind="model" def={vehicleModelResource} />;
export const AttrPage = () => <BasicDataPage kind="attr" def={vehicleAttrResource} />;

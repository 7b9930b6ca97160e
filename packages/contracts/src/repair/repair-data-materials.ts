import { z } from 'zod';
import { defineResource, resourceContracts } from '../kit/resource';
import { ZText } from '../kit/strings';
import { languagePair, repairTypeField } from './repair-data-fields';
import { REPAIR_ATTACHMENTS_MAX, REPAIR_MATERIAL_PATHS, REPAIR_MATERIAL_PERMISSION, REPAIR_MATERIAL_ROUTE } from './repair-data-names';
import { REPAIR_FOLDER } from './repair-folder';

export const REPAIR_CONTENT_MAX = 20000;
const materialName = languagePair(['资料名称', 'Material name']);

/** A repair material: a name in at least one language (102080), its repair type, the content and attached files. */
export const repairMaterialResource = defineResource({
  name: 'repairMaterial',
  label: ['维修资料素材', 'Repair material'],
  api: { service: 'vehicle', base: '/repairMaterial' },
  screen: {
    route: REPAIR_MATERIAL_ROUTE,
    forms: 'routes',
    formPaths: REPAIR_MATERIAL_PATHS,
    menu: { parent: REPAIR_FOLDER, icon: 'ReadOutlined', sortOrder: 2, label: ['素材管理', 'Materials'] },
    rowName: ['nameZh', 'nameEn'],
  },
  fields: {
    nameZh: { ...materialName.zh, sort: true, list: { width: 200, fixed: 'left' } },
    nameEn: { ...materialName.en, sort: true },
    repairType: repairTypeField,
    content: { schema: ZText.max(REPAIR_CONTENT_MAX).optional(), label: ['内容', 'Content'], kind: 'textarea', list: false, xlsx: false, form: { span: 24 } },
    attachmentIds: {
      schema: z.array(z.string().uuid()).max(REPAIR_ATTACHMENTS_MAX).optional(),
      label: ['附件', 'Attachments'],
      list: false,
      xlsx: false,
      form: { span: 24 },
    },
    attachmentCount: {
      schema: z.number(),
      label: ['附件数', 'Attachment count'],
      kind: 'number',
      readOnly: true,
      form: false,
      list: { width: 90 },
      xlsx: false,
    },
  },
  filters: { name: { label: ['资料名称', 'Material name'], prefixOf: ['nameZh', 'nameEn'] } },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export'],
  permissions: REPAIR_MATERIAL_PERMISSION,
  defaultSort: { field: 'nameZh', order: 'asc' },
});
export const REPAIR_MATERIAL = /* @__PURE__ */ resourceContracts(repairMaterialResource);

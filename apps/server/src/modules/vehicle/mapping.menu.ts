import { MAPPING_FOLDER, MAPPING_KIND_LABELS, MAPPING_ROUTES, VEHICLE_FOLDER, VEHICLE_ITEM_KINDS } from '@diagops/contracts';
import type { MenuSeed } from '../menus';

/** Menu nodes of the mapping sets between the two providers and ours: a sub-folder with a list and a batch binding per kind. */
export const MAPPING_MENU: MenuSeed[] = [
  { path: MAPPING_FOLDER, name: '数据商映射', enName: 'Provider mapping', icon: 'ApartmentOutlined', parent: VEHICLE_FOLDER, sortOrder: 2 },
  ...VEHICLE_ITEM_KINDS.flatMap((kind, i) => {
    const [zh, en] = MAPPING_KIND_LABELS[kind];
    return [
      { path: MAPPING_ROUTES[kind].list, name: `${zh}映射`, enName: `${en} mapping`, icon: 'ApartmentOutlined', parent: MAPPING_FOLDER, sortOrder: 2 * i + 1 },
      {
        path: MAPPING_ROUTES[kind].batch,
        name: `${zh}映射批量绑定`,
        enName: `${en} mapping batch binding`,
        icon: 'LinkOutlined',
        parent: MAPPING_FOLDER,
        sortOrder: 2 * i + 2,
      },
    ];
  }),
];

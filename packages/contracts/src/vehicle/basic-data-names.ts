/** Routes and permission names of the basic data: vehicle types, brands, models and attributes (zod-free: the web's route manifest reads it). */

/** The kinds of basic data (other parts name an item by its kind and id). */
export const VEHICLE_ITEM_KINDS = ['type', 'brand', 'model', 'attr'] as const;
export type VehicleItemKind = (typeof VEHICLE_ITEM_KINDS)[number];

/** The languages the diagnostic tool ships in: a basic-data name is kept per language, labelled in both console languages. */
export const TOOL_LANGUAGES = {
  'zh-CN': ['简体中文', 'Chinese (Simplified)'],
  'zh-TW': ['繁体中文', 'Chinese (Traditional)'],
  'en-US': ['英语', 'English'],
  'de-DE': ['德语', 'German'],
  'fr-FR': ['法语', 'French'],
  'es-ES': ['西班牙语', 'Spanish'],
  'it-IT': ['意大利语', 'Italian'],
  'ja-JP': ['日语', 'Japanese'],
  'ko-KR': ['韩语', 'Korean'],
  'ru-RU': ['俄语', 'Russian'],
  'pt-BR': ['葡萄牙语（巴西）', 'Portuguese (Brazil)'],
  'pl-PL': ['波兰语', 'Polish'],
  'nl-NL': ['荷兰语', 'Dutch'],
  'tr-TR': ['土耳其语', 'Turkish'],
  'ar-SA': ['阿拉伯语', 'Arabic'],
  'th-TH': ['泰语', 'Thai'],
} as const satisfies Record<string, readonly [string, string]>;
export type ToolLanguage = keyof typeof TOOL_LANGUAGES;
export const TOOL_LANGUAGE_CODES = Object.keys(TOOL_LANGUAGES) as [ToolLanguage, ...ToolLanguage[]];

const perms = <const P extends string>(p: P) =>
  ({
    view: `${p}_view`,
    add: `${p}_add`,
    edit: `${p}_edit`,
    status: `${p}_status`,
    merge: `${p}_merge`,
    export: `${p}_export`,
  }) as const;

export const VEHICLE_TYPE_PERMISSION = perms('vehicle_type');
export const VEHICLE_BRAND_PERMISSION = perms('vehicle_brand');
export const VEHICLE_MODEL_PERMISSION = { ...perms('vehicle_model'), import: 'vehicle_model_import' } as const;
export const VEHICLE_ATTR_PERMISSION = perms('vehicle_attr');
export const VEHICLE_ITEM_PERMISSIONS = {
  type: VEHICLE_TYPE_PERMISSION,
  brand: VEHICLE_BRAND_PERMISSION,
  model: VEHICLE_MODEL_PERMISSION,
  attr: VEHICLE_ATTR_PERMISSION,
} as const;

export const VEHICLE_TYPE_ROUTE = '/BasicDataManagement/typeManagement';
export const VEHICLE_BRAND_ROUTE = '/BasicDataManagement/brandManagement';
export const VEHICLE_MODEL_ROUTE = '/BasicDataManagement/modelManagement';
export const VEHICLE_ATTR_ROUTE = '/BasicDataManagement/attrManagement';
export const VEHICLE_ITEM_ROUTES = { type: VEHICLE_TYPE_ROUTE, brand: VEHICLE_BRAND_ROUTE, model: VEHICLE_MODEL_ROUTE, attr: VEHICLE_ATTR_ROUTE } as const;
/** The basic data's sub-folder of the vehicle menu. */
export const BASIC_DATA_FOLDER = '/BasicDataManagement';

/** The API bases (`/{svc}-vehicle<base>/…`) of each kind. */
export const VEHICLE_ITEM_BASES = { type: '/vehicleType', brand: '/vehicleBrand', model: '/vehicleModel', attr: '/vehicleAttr' } as const;
/** Options for other parts' forms: GET /{svc}-vehicle/vehicleLookup/{kind}?keyword=&ids= (any signed-in staff). */
export const VEHICLE_LOOKUP_BASE = '/vehicleLookup';

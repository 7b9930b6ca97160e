import { z } from 'zod';
import { pageQuery, pageResult, ZId } from '../common/envelope';
import { ZCode, ZKeyword, ZName, ZRemark, ZText, ZVersion } from '../kit/strings';
import { ZEmail } from '../system/users';

export * from './config-docs';

/** Bell notice kinds the dealers area sends (the console names them in the reader's language). */
export const DEALER_NOTICE_KINDS = { subDealerAdded: 'dealerSubAdded' } as const;

/** The console's address of one dealer's detail (a bell notice links here). */
export const dealerDetailPath = (id: number) => `/dealerManagement/detail/${id}`;

/** DEALER-08: areas and the dealer hierarchy have at most 5 levels (73218). */
export const DEALER_MAX_LEVEL = 5;
/** DEALER-09: at most 99 areas on one level under one parent (73219); two code digits each. */
export const AREA_MAX_PER_LEVEL = 99;
/** DEALER-05: profit ratio 0 … 99.99, two decimals. */
export const PROFIT_RATIO_MAX = 99.99;
export const DEALER_STATUSES = ['enabled', 'disabled'] as const;
export const ZDealerStatus = z.enum(DEALER_STATUSES);
/** DEALER-14: why devices moved between dealers. */
/** What an allocation record is: the three a caller allocates with, and `exchange`, written when a held device is exchanged. */
export const SHIPMENT_REMARK_TYPES = ['returned', 'interDealer', 'factory', 'exchange'] as const;
export const ZShipmentRemarkType = z.enum(SHIPMENT_REMARK_TYPES);
export type TShipmentRemarkType = z.infer<typeof ZShipmentRemarkType>;
export const ALLOCATE_REMARK_TYPES = ['returned', 'interDealer', 'factory'] as const;
export type TAllocateRemarkType = (typeof ALLOCATE_REMARK_TYPES)[number];
export const DOI_STATUSES = ['applying', 'passed', 'rejected'] as const;
export const ZDoiStatus = z.enum(DOI_STATUSES);

/** DEALER-01: letters, digits and _ . @ only. */
export const DEALER_ACCOUNT_PATTERN = /^[A-Za-z0-9_.@]+$/;
export const ZDealerAccount = ZText.trim().min(3).max(64).regex(DEALER_ACCOUNT_PATTERN, 'letters, digits and _ . @ only');
/** DEALER-05: a number 0 … 99.99 with at most two decimals. */
export const ZProfitRatio = z
  .number()
  .min(0)
  .max(PROFIT_RATIO_MAX)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'at most two decimals');

// ---------- areas ----------
export const ZArea = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  name: z.string(),
  code: z.string(),
  level: z.number(),
  system: z.boolean(),
  dealerLimit: z.number(),
  dealerCount: z.number(),
  version: z.number(),
});
export type TArea = z.infer<typeof ZArea>;
export type TAreaNode = TArea & { children: TAreaNode[] };
export const ZAreaNode: z.ZodType<TAreaNode> = ZArea.extend({
  get children() {
    return z.array(ZAreaNode);
  },
}).meta({ id: 'DealerAreaNode' });
export const ZAreaAddRequest = z
  .object({ parentId: ZId.nullable().optional(), name: ZName, dealerLimit: z.number().int().min(1).max(999).optional() })
  .strict();
export type TAreaAddRequest = z.infer<typeof ZAreaAddRequest>;
export const ZAreaUpdateRequest = z.object({ id: ZId, version: ZVersion, name: ZName, dealerLimit: z.number().int().min(1).max(999).optional() }).strict();
export type TAreaUpdateRequest = z.infer<typeof ZAreaUpdateRequest>;
export const ZIdVersion = z.object({ id: ZId, version: ZVersion }).strict();
export type TIdVersion = z.infer<typeof ZIdVersion>;

// ---------- dealers ----------
export const ZProfitRatioItem = z.object({ skuId: ZId, ratio: ZProfitRatio }).strict();
const dealerFields = {
  name: ZName,
  contactName: ZText.trim().max(64).optional(),
  contactPhone: ZText.trim().max(32).optional(),
  email: ZEmail,
  address: ZText.trim().max(255).optional(),
  /** DEALER-03: the department whose members serve the dealer (DEALER-12) */
  serviceTeamId: ZId,
  /** DEALER-13: registered or not */
  doiRegistered: z.boolean(),
  teamPermission: z.boolean(),
  individualPermission: z.boolean(),
  profitRatios: z.array(ZProfitRatioItem).min(1).max(200),
  applicationInfo: ZRemark.optional(),
  certificates: ZRemark.optional(),
};
const permissionRule = (b: { teamPermission?: boolean; individualPermission?: boolean }) => b.teamPermission === true || b.individualPermission === true;
const permissionIssue = { message: 'team or individual permission, at least one', path: ['teamPermission'] };
export const ZDealerAddRequest = z
  .object({ ...dealerFields, areaId: ZId, parentId: ZId.nullable().optional(), account: ZDealerAccount })
  .strict()
  .refine(permissionRule, permissionIssue);
export type TDealerAddRequest = z.infer<typeof ZDealerAddRequest>;
/** DEALER-04: the area (and so the code), the parent and the account are fixed after saving. */
export const ZDealerUpdateRequest = z
  .object({ ...dealerFields, id: ZId, version: ZVersion })
  .strict()
  .refine(permissionRule, permissionIssue);
export type TDealerUpdateRequest = z.infer<typeof ZDealerUpdateRequest>;
export const ZDealerStatusRequest = z.object({ id: ZId, version: ZVersion, status: ZDealerStatus }).strict();
export type TDealerStatusRequest = z.infer<typeof ZDealerStatusRequest>;
export const ZDealerIdRequest = z.object({ id: ZId }).strict();

export const ZDealer = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  level: z.number(),
  parentId: z.number().nullable(),
  parentName: z.string().nullable(),
  areaId: z.number(),
  areaName: z.string().nullable(),
  account: z.string(),
  status: ZDealerStatus,
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  email: z.string(),
  address: z.string().nullable(),
  serviceTeamId: z.number(),
  serviceTeamName: z.string().nullable(),
  doiRegistered: z.boolean(),
  teamPermission: z.boolean(),
  individualPermission: z.boolean(),
  applicationInfo: z.string().nullable(),
  certificates: z.string().nullable(),
  version: z.number(),
  createTime: z.string(),
});
export type TDealer = z.infer<typeof ZDealer>;
export const ZProfitRatioRow = z.object({ skuId: z.number(), skuCode: z.string().nullable(), skuName: z.string().nullable(), ratio: z.number() });
export const ZDealerDetail = ZDealer.extend({ profitRatios: z.array(ZProfitRatioRow), children: z.number(), devices: z.number() });
export type TDealerDetail = z.infer<typeof ZDealerDetail>;
export const DEALER_SORTABLE = ['createTime', 'code', 'name'] as const;
export const ZDealerPageQuery = pageQuery(
  {
    name: ZKeyword.optional(),
    code: ZKeyword.optional(),
    account: ZKeyword.optional(),
    status: ZDealerStatus.optional(),
    level: z.number().int().min(1).max(5).optional(),
    parentId: ZId.optional(),
    areaId: ZId.optional(),
  },
  DEALER_SORTABLE,
);
export type TDealerPageQuery = z.infer<typeof ZDealerPageQuery>;
export const ZDealerPage = pageResult(ZDealer);
export const ZDealerExportQuery = ZDealerPageQuery.omit({ current: true, size: true, after: true, exactTotal: true });
export type TDealerExportQuery = z.infer<typeof ZDealerExportQuery>;
export const ZDealerOption = z.object({ id: z.number(), code: z.string(), name: z.string(), level: z.number(), status: ZDealerStatus });
export type TDealerOption = z.infer<typeof ZDealerOption>;
export const ZDealerOptionsQuery = z.object({ keyword: ZKeyword.optional() }).strict();

// ---------- devices, shipments ----------
export const ZDealerDevice = z.object({
  id: z.number(),
  deviceId: z.number(),
  sn: z.string(),
  dealerId: z.number(),
  dealerName: z.string().nullable(),
  allocateTime: z.string(),
});
export type TDealerDevice = z.infer<typeof ZDealerDevice>;
export const ZDealerDevicePageQuery = pageQuery({ sn: ZKeyword.optional(), dealerId: ZId.optional() }, ['allocateTime'] as const);
export type TDealerDevicePageQuery = z.infer<typeof ZDealerDevicePageQuery>;
export const ZDealerDevicePage = pageResult(ZDealerDevice);

export const ZShipment = z.object({
  id: z.number(),
  serialNo: z.string(),
  fromDealerId: z.number().nullable(),
  fromDealerName: z.string().nullable(),
  toDealerId: z.number(),
  toDealerName: z.string().nullable(),
  remarkType: ZShipmentRemarkType,
  providerId: z.number().nullable(),
  operatorName: z.string().nullable(),
  deviceCount: z.number(),
  remark: z.string().nullable(),
  createTime: z.string(),
});
export type TShipment = z.infer<typeof ZShipment>;
/** `returnedSns`: on an exchange record, the SNs the dealer gave back for the ones in `sns` (empty otherwise). */
export const ZShipmentDetail = ZShipment.extend({ sns: z.array(z.string()), returnedSns: z.array(z.string()) });
export type TShipmentDetail = z.infer<typeof ZShipmentDetail>;
export const ZShipmentPageQuery = pageQuery({ serialNo: ZKeyword.optional(), dealerId: ZId.optional(), remarkType: ZShipmentRemarkType.optional() }, [
  'createTime',
] as const);
export type TShipmentPageQuery = z.infer<typeof ZShipmentPageQuery>;
export const ZShipmentPage = pageResult(ZShipment);
export const ZShipmentSerialParam = z.object({ serialNo: ZCode }).strict();
/** Allocates devices by SN to a dealer: from the factory, between dealers, or back (returned). */
export const ZAllocateRequest = z
  .object({
    toDealerId: ZId,
    remarkType: z.enum(ALLOCATE_REMARK_TYPES),
    sns: z.array(ZCode).min(1).max(500),
    /** the provider (supplier) a factory allocation ships from (73222 when missing or disabled) */
    providerId: ZId.optional(),
    remark: ZRemark.optional(),
  })
  .strict()
  .refine((b) => b.remarkType !== 'factory' || b.providerId !== undefined, { message: 'required for a factory allocation', path: ['providerId'] });
export type TAllocateRequest = z.infer<typeof ZAllocateRequest>;

// ---------- profits (benefit) ----------
export const ZPeriod = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month as YYYY-MM');
export const ZProfit = z.object({
  id: z.number(),
  dealerId: z.number(),
  dealerName: z.string().nullable(),
  dealerCode: z.string().nullable(),
  skuId: z.number(),
  skuCode: z.string().nullable(),
  skuName: z.string().nullable(),
  period: z.string(),
  quantity: z.number(),
  salesAmount: z.number(),
  ratio: z.number(),
  profitAmount: z.number(),
});
export type TProfit = z.infer<typeof ZProfit>;
export const ZProfitPageQuery = pageQuery({ dealerId: ZId.optional(), skuId: ZId.optional(), periodFrom: ZPeriod.optional(), periodTo: ZPeriod.optional() }, [
  'period',
] as const);
export type TProfitPageQuery = z.infer<typeof ZProfitPageQuery>;
export const ZProfitPage = pageResult(ZProfit);
export const ZProfitExportQuery = ZProfitPageQuery.omit({ current: true, size: true, after: true, exactTotal: true });
export type TProfitExportQuery = z.infer<typeof ZProfitExportQuery>;

// ---------- communication configuration (configuration instructions: config-docs.ts) ----------
export const ZCommConfig = z.object({
  serverHost: ZText.trim().max(255),
  serverPort: z.number().int().min(1).max(65_535),
  protocol: z.enum(['tcp', 'mqtt', 'https']),
  heartbeatSeconds: z.number().int().min(5).max(3600),
  version: z.number().int().min(0).max(2_147_483_647),
});
export type TCommConfig = z.infer<typeof ZCommConfig>;
export const ZCommConfigSaveRequest = ZCommConfig.strict();

// ---------- DOI service application ----------
export const ZDoiApplication = z.object({
  id: z.number().nullable(),
  dealerId: z.number(),
  dealerName: z.string(),
  status: ZDoiStatus.nullable(),
  content: z.string().nullable(),
  reason: z.string().nullable(),
  applyTime: z.string().nullable(),
  reviewTime: z.string().nullable(),
  reviewerName: z.string().nullable(),
  version: z.number(),
});
export type TDoiApplication = z.infer<typeof ZDoiApplication>;
export const ZDoiApplyRequest = z.object({ dealerId: ZId, content: ZRemark.min(1) }).strict();
export type TDoiApplyRequest = z.infer<typeof ZDoiApplyRequest>;
export const ZDoiReviewRequest = z
  .object({ dealerId: ZId, version: ZVersion, passed: z.boolean(), reason: ZRemark.optional() })
  .strict()
  .refine((b) => b.passed || (b.reason?.trim().length ?? 0) > 0, { message: 'a reason is required to reject', path: ['reason'] });
export type TDoiReviewRequest = z.infer<typeof ZDoiReviewRequest>;
export const ZDealerIdParam = z.object({ dealerId: ZId }).strict();

/** A platform SKU a profit ratio may be set on (the supply area's SKUs). */
export const ZDealerSkuOption = z.object({ id: z.number(), skuCode: z.string(), name: z.string() });
export type TDealerSkuOption = z.infer<typeof ZDealerSkuOption>;

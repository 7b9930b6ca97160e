import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../common/constants';
import { pageQuery, pageResult, ZId } from '../common/envelope';
import { REMARK_MAX, ZKeyword, ZText, ZVersion } from '../kit/strings';
import { ZEmail, ZMainlandPhone } from '../system/users';

/** Customers (app users, business.md §3 "User"; rules USER-07…USER-10). */
export const CUSTOMER_CLASSIFICATIONS = ['normal', 'beta'] as const;
export const ZCustomerClassification = z.enum(CUSTOMER_CLASSIFICATIONS);
export const CUSTOMER_STATUSES = ['enabled', 'disabled'] as const;
export const ZCustomerStatus = z.enum(CUSTOMER_STATUSES);
export const CUSTOMER_SOURCES = ['app', 'web', 'staff', 'forecast', 'import'] as const;
export const ZCustomerSource = z.enum(CUSTOMER_SOURCES);
export const CUSTOMER_SEXES = ['male', 'female', 'unknown'] as const;
export const ZCustomerSex = z.enum(CUSTOMER_SEXES);
export const CUSTOMER_USER_TYPES = ['personal', 'business'] as const;
export const ZCustomerUserType = z.enum(CUSTOMER_USER_TYPES);
export const SFD_STATUSES = ['none', 'pending', 'passed', 'rejected'] as const;
export const ZSfdStatus = z.enum(SFD_STATUSES);
/** A customer holds at most this many labels (the 11th is refused with 73302). */
export const CUSTOMER_LABELS_MAX = 10;
export const ZCountry = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'a two-letter country code')
  .transform((s) => s.toUpperCase());
export const ZCustomerLanguage = z.enum(['zh-CN', 'en-US']);
const ZShort = ZText.trim().min(1).max(64);
const ZCustomerPassword = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
/** The code input is at most 200 characters (business.md §5). */
const ZCodeInput = z.string().trim().min(1).max(200);

// ---------- the customer API (/{svc}-app/…) ----------

/** /{svc}-app/auth/code: a code by e-mail or SMS, for signing up or signing in. */
export const ZCustomerCodeRequest = z
  .object({
    channel: z.enum(['email', 'sms']),
    target: z.string().trim().min(1).max(128),
    purpose: z.enum(['signUp', 'signIn']),
    language: ZCustomerLanguage.optional(),
  })
  .strict();
export type TCustomerCodeRequest = z.infer<typeof ZCustomerCodeRequest>;

const hasContact = (b: { email?: string | null; phone?: string | null }) => !!b.email || !!b.phone;
const CONTACT_MESSAGE = 'enter an e-mail or a phone';

/** /{svc}-app/auth/signUp: the code proves the e-mail (when given) or else the phone. */
export const ZCustomerSignUpRequest = z
  .object({
    email: ZEmail.optional(),
    phone: ZMainlandPhone.optional(),
    code: ZCodeInput,
    password: ZCustomerPassword,
    name: ZShort.optional(),
    country: ZCountry.optional(),
    language: ZCustomerLanguage.optional(),
  })
  .strict()
  .refine(hasContact, { message: CONTACT_MESSAGE, path: ['email'] });
export type TCustomerSignUpRequest = z.infer<typeof ZCustomerSignUpRequest>;

/** /{svc}-app/auth/signIn: account (e-mail or phone) with a password or a code. */
export const ZCustomerSignInRequest = z
  .object({
    account: z.string().trim().min(1).max(128),
    password: z.string().min(1).max(PASSWORD_MAX).optional(),
    code: ZCodeInput.optional(),
  })
  .strict()
  .refine((b) => !!b.password || !!b.code, { message: 'enter the password or a code', path: ['password'] });
export type TCustomerSignInRequest = z.infer<typeof ZCustomerSignInRequest>;

export const ZCustomerRefreshRequest = z.object({ refreshToken: z.string().min(1).max(128) }).strict();

export const ZCustomerTokenReply = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number(),
  tokenType: z.literal('bearer'),
  customerId: z.number(),
  account: z.string(),
});
export type TCustomerTokenReply = z.infer<typeof ZCustomerTokenReply>;

/** /{svc}-app/me */
export const ZCustomerMe = z.object({
  id: z.number(),
  account: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  name: z.string().nullable(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  sex: ZCustomerSex,
  country: z.string().nullable(),
  language: ZCustomerLanguage,
  classification: ZCustomerClassification,
  points: z.number(),
  registeredAt: z.string(),
  /** the SFD review of the documents the customer (or staff) sent, and the reviewer's remark */
  sfdStatus: ZSfdStatus,
  sfdRemark: z.string().nullable(),
});
export type TCustomerMe = z.infer<typeof ZCustomerMe>;

export const ZCustomerUpdateMeRequest = z
  .object({
    name: ZShort.nullable().optional(),
    nickname: ZShort.nullable().optional(),
    avatar: z.string().trim().max(512).nullable().optional(),
    sex: ZCustomerSex.optional(),
    country: ZCountry.nullable().optional(),
    language: ZCustomerLanguage.optional(),
    industry: ZShort.nullable().optional(),
  })
  .strict();
export type TCustomerUpdateMeRequest = z.infer<typeof ZCustomerUpdateMeRequest>;

const addressFields = {
  firstName: ZShort,
  lastName: ZShort,
  country: ZCountry,
  province: ZShort.nullable().optional(),
  city: ZShort.nullable().optional(),
  detail: ZText.trim().min(1).max(255),
  postcode: z
    .string()
    .trim()
    .max(16)
    .regex(/^[A-Za-z0-9 -]*$/, 'letters, digits, space and -')
    .nullable()
    .optional(),
  phone: z
    .string()
    .trim()
    .max(32)
    .regex(/^\+?[0-9 -]*$/, 'digits, space, - and a leading +')
    .nullable()
    .optional(),
  isDefault: z.boolean().optional(),
};
export const ZSaveAddressRequest = z.object(addressFields).strict();
export type TSaveAddressRequest = z.infer<typeof ZSaveAddressRequest>;
export const ZUpdateAddressRequest = z.object({ id: ZId, version: ZVersion, ...addressFields }).strict();
export type TUpdateAddressRequest = z.infer<typeof ZUpdateAddressRequest>;
export const ZAddressIdRequest = z.object({ id: ZId }).strict();
export const ZAddress = z.object({
  id: z.number(),
  customerId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  country: z.string(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  detail: z.string(),
  postcode: z.string().nullable(),
  phone: z.string().nullable(),
  isDefault: z.boolean(),
  version: z.number(),
  createTime: z.string(),
});
export type TAddress = z.infer<typeof ZAddress>;

// ---------- the staff API (/{svc}-user/customer/…) ----------

/** The largest bound SN count a filter names. */
export const BOUND_SN_FILTER_MAX = 1_000_000;
export const CUSTOMER_FILTERS = {
  /** a prefix of the account or the e-mail */
  account: ZKeyword.optional(),
  /** the last digits of the phone (at least 4) */
  phoneSuffix: z
    .string()
    .trim()
    .regex(/^[0-9]{4,11}$/, '4 to 11 digits')
    .optional(),
  country: ZCountry.optional(),
  classification: ZCustomerClassification.optional(),
  status: ZCustomerStatus.optional(),
  sfdStatus: ZSfdStatus.optional(),
  registeredFrom: z.iso.datetime({ offset: true }).optional(),
  registeredTo: z.iso.datetime({ offset: true }).optional(),
  labelId: ZId.optional(),
  productId: ZId.optional(),
  /** USER-10: at least / at most this many bound SNs (0 and 0: customers without a device) */
  boundSnMin: z.number().int().min(0).max(BOUND_SN_FILTER_MAX).optional(),
  boundSnMax: z.number().int().min(0).max(BOUND_SN_FILTER_MAX).optional(),
};
export const CUSTOMER_SORTABLE = ['registeredAt', 'lastAccessAt', 'points', 'boundSnCount'] as const;
export const ZCustomerPageQuery = pageQuery(CUSTOMER_FILTERS, CUSTOMER_SORTABLE);
export type TCustomerPageQuery = z.infer<typeof ZCustomerPageQuery>;
export const ZCustomerExportQuery = z
  .object({
    ...CUSTOMER_FILTERS,
    sort: z
      .object({ field: z.enum(CUSTOMER_SORTABLE), order: z.enum(['asc', 'desc']) })
      .strict()
      .optional(),
  })
  .strict();
export type TCustomerExportQuery = z.infer<typeof ZCustomerExportQuery>;

export const ZLabelRef = z.object({ id: z.number(), nameZh: z.string(), nameEn: z.string(), color: z.string() });
export type TLabelRef = z.infer<typeof ZLabelRef>;

export const ZCustomer = z.object({
  id: z.number(),
  account: z.string(),
  email: z.string().nullable(),
  /** masked (138****0000) unless the caller holds the full-phone permission */
  phone: z.string().nullable(),
  name: z.string().nullable(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  sex: ZCustomerSex,
  country: z.string().nullable(),
  classification: ZCustomerClassification,
  source: ZCustomerSource,
  status: ZCustomerStatus,
  softCode: z.string().nullable(),
  userType: ZCustomerUserType.nullable(),
  industry: z.string().nullable(),
  identity: z.string().nullable(),
  language: ZCustomerLanguage,
  productId: z.number().nullable(),
  points: z.number(),
  sfdStatus: ZSfdStatus,
  sfdFront: z.string().nullable(),
  sfdBack: z.string().nullable(),
  sfdRemark: z.string().nullable(),
  remark: z.string().nullable(),
  labels: z.array(ZLabelRef),
  /** USER-10: the devices the customer owns (bound, transferring away, locked) */
  boundSnCount: z.number(),
  registeredAt: z.string(),
  lastAccessAt: z.string().nullable(),
  version: z.number(),
});
export type TCustomer = z.infer<typeof ZCustomer>;
export const ZCustomerPage = pageResult(ZCustomer);

const customerFields = {
  email: ZEmail.nullable().optional(),
  phone: ZMainlandPhone.nullable().optional(),
  name: ZShort.nullable().optional(),
  nickname: ZShort.nullable().optional(),
  sex: ZCustomerSex.default('unknown'),
  country: ZCountry.nullable().optional(),
  classification: ZCustomerClassification.default('normal'),
  status: ZCustomerStatus.default('enabled'),
  softCode: ZShort.nullable().optional(),
  userType: ZCustomerUserType.nullable().optional(),
  industry: ZShort.nullable().optional(),
  identity: ZShort.nullable().optional(),
  language: ZCustomerLanguage.default('zh-CN'),
  productId: ZId.nullable().optional(),
  remark: ZText.max(REMARK_MAX).nullable().optional(),
};
/** customer/save (USER-07: at least one of e-mail and phone). */
export const ZSaveCustomerRequest = z
  .object(customerFields)
  .strict()
  .refine(hasContact, { message: CONTACT_MESSAGE, path: ['email'] });
export type TSaveCustomerRequest = z.infer<typeof ZSaveCustomerRequest>;
export const ZUpdateCustomerRequest = z
  .object({ id: ZId, version: ZVersion, ...customerFields })
  .strict()
  .refine(hasContact, { message: CONTACT_MESSAGE, path: ['email'] });
export type TUpdateCustomerRequest = z.infer<typeof ZUpdateCustomerRequest>;

/** customer/labels: the customer's whole label set (at most 10). */
export const ZSetCustomerLabelsRequest = z.object({ id: ZId, labelIds: z.array(ZId).max(100) }).strict();
export type TSetCustomerLabelsRequest = z.infer<typeof ZSetCustomerLabelsRequest>;

/** customer/points: grant (positive) or deduct (negative); never below zero (73303). */
export const ZCustomerPointsRequest = z
  .object({
    id: ZId,
    delta: z
      .number()
      .int()
      .min(-1_000_000)
      .max(1_000_000)
      .refine((n) => n !== 0, 'not zero'),
    reason: ZText.trim().min(1).max(255),
  })
  .strict();
export type TCustomerPointsRequest = z.infer<typeof ZCustomerPointsRequest>;
export const ZPointsMovement = z.object({
  id: z.number(),
  delta: z.number(),
  balanceAfter: z.number(),
  reason: z.string(),
  actorKind: z.string(),
  actorId: z.number().nullable(),
  createTime: z.string(),
});
export const ZCustomerSubPageQuery = z
  .object({
    customerId: ZId,
    current: z.number().int().min(1).max(100000).default(1),
    size: z.union([z.literal(10), z.literal(20), z.literal(50), z.literal(100)]).default(10),
  })
  .strict();
export const ZPointsMovementPage = pageResult(ZPointsMovement);
export const ZCustomerEvent = z.object({
  id: z.number(),
  kind: z.string(),
  detail: z.record(z.string(), z.unknown()),
  actorKind: z.string(),
  actorId: z.number().nullable(),
  createTime: z.string(),
});
export const ZCustomerEventPage = pageResult(ZCustomerEvent);

/** customer/sfdReview: pass or reject the submitted documents. */
export const ZSfdReviewRequest = z
  .object({ id: ZId, version: ZVersion, result: z.enum(['passed', 'rejected']), remark: ZText.max(REMARK_MAX).nullable().optional() })
  .strict();

// labels
const labelFields = {
  nameZh: ZShort,
  nameEn: ZShort,
  color: z.enum(['blue', 'green', 'orange', 'red', 'purple', 'cyan', 'gold', 'magenta']).default('blue'),
  remark: ZText.max(REMARK_MAX).nullable().optional(),
};
export const ZSaveLabelRequest = z.object(labelFields).strict();
export type TSaveLabelRequest = z.infer<typeof ZSaveLabelRequest>;
export const ZUpdateLabelRequest = z.object({ id: ZId, version: ZVersion, ...labelFields }).strict();
export type TUpdateLabelRequest = z.infer<typeof ZUpdateLabelRequest>;
export const ZDeleteLabelRequest = z.object({ id: ZId, version: ZVersion }).strict();
export const ZLabelPageQuery = pageQuery({ name: ZKeyword.optional() }, ['createTime'] as const);
export type TLabelPageQuery = z.infer<typeof ZLabelPageQuery>;
export const ZLabel = z.object({
  id: z.number(),
  nameZh: z.string(),
  nameEn: z.string(),
  color: z.string(),
  remark: z.string().nullable(),
  customerCount: z.number(),
  version: z.number(),
  createTime: z.string(),
});
export type TLabel = z.infer<typeof ZLabel>;
export const ZLabelPage = pageResult(ZLabel);

// forecast users
const forecastFields = {
  email: ZEmail.nullable().optional(),
  phone: ZMainlandPhone.nullable().optional(),
  name: ZShort.nullable().optional(),
  country: ZCountry.nullable().optional(),
  source: z.enum(['website', 'exhibition', 'dealer', 'campaign', 'other']).default('website'),
  remark: ZText.max(REMARK_MAX).nullable().optional(),
};
export const ZSaveForecastUserRequest = z
  .object(forecastFields)
  .strict()
  .refine(hasContact, { message: CONTACT_MESSAGE, path: ['email'] });
export type TSaveForecastUserRequest = z.infer<typeof ZSaveForecastUserRequest>;
export const ZForecastPageQuery = pageQuery({ email: ZKeyword.optional(), status: z.enum(['pending', 'converted']).optional(), country: ZCountry.optional() }, [
  'createTime',
] as const);
export type TForecastPageQuery = z.infer<typeof ZForecastPageQuery>;
export const ZForecastUser = z.object({
  id: z.number(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  name: z.string().nullable(),
  country: z.string().nullable(),
  source: z.string(),
  remark: z.string().nullable(),
  status: z.enum(['pending', 'converted']),
  customerId: z.number().nullable(),
  version: z.number(),
  createTime: z.string(),
});
export type TForecastUser = z.infer<typeof ZForecastUser>;
export const ZForecastPage = pageResult(ZForecastUser);
export const ZConvertForecastRequest = z.object({ id: ZId, version: ZVersion }).strict();

/** customer/address/… (staff, on behalf of a customer) */
export const ZStaffSaveAddressRequest = z.object({ customerId: ZId, ...addressFields }).strict();
export const ZStaffUpdateAddressRequest = z.object({ customerId: ZId, id: ZId, version: ZVersion, ...addressFields }).strict();
export const ZStaffAddressIdRequest = z.object({ customerId: ZId, id: ZId }).strict();
export const ZCustomerIdQuery = z.object({ customerId: ZId }).strict();

/** customer/sfdSubmit: the front and back document images (file ids of the files area). */
export const ZSfdSubmitRequest = z.object({ id: ZId, version: ZVersion, frontFileId: z.uuid(), backFileId: z.uuid() }).strict();
/** Customer API me/sfd: the customer's own front and back images (uploaded with me/sfd/upload); 73309 while pending or once passed. */
export const ZMySfdSubmitRequest = z
  .object({ frontFileId: z.uuid(), backFileId: z.uuid() })
  .strict()
  .refine((b) => b.frontFileId !== b.backFileId, { path: ['backFileId'], message: 'must differ from the front' });

/** seedUser/page: beta customers and their activity. */
export const ZSeedUserPageQuery = pageQuery(
  {
    account: ZKeyword.optional(),
    country: ZCountry.optional(),
    registeredFrom: z.iso.datetime({ offset: true }).optional(),
    registeredTo: z.iso.datetime({ offset: true }).optional(),
  },
  ['registeredAt', 'lastAccessAt'] as const,
);
export type TSeedUserPageQuery = z.infer<typeof ZSeedUserPageQuery>;
export const ZSeedUser = ZCustomer.extend({ activityCount: z.number(), lastActivityAt: z.string().nullable() });
export type TSeedUser = z.infer<typeof ZSeedUser>;
export const ZSeedUserPage = pageResult(ZSeedUser);

/**
 * Routes, permission names and customer-API paths of the legal documents (zod-free: the web's
 * route manifest reads it without loading the schemas).
 */

/** The five document types (routes.tsv's path segments). */
export const LEGAL_TYPES = ['userAgreement', 'privacyAgreement', 'thirdPartyComponents', 'subscriptionDocument', 'integralDocument'] as const;
export type TLegalType = (typeof LEGAL_TYPES)[number];
/** The one type whose consent is kept apart and may be withdrawn. */
export const PRIVACY_TYPE: TLegalType = 'privacyAgreement';

/** Every version needs a body in these languages; more may be given. */
export const LEGAL_REQUIRED_LANGUAGES = ['zh-CN', 'en-US'] as const;
export const LEGAL_LANGUAGES = ['zh-CN', 'en-US'] as const;
export type TLegalLanguage = (typeof LEGAL_LANGUAGES)[number];

/** draft → inReview → published | rejected (a rejected version is changed and sent again). */
export const LEGAL_STATUSES = ['draft', 'inReview', 'published', 'rejected'] as const;
export type TLegalStatus = (typeof LEGAL_STATUSES)[number];

export const LEGAL_FOLDER = '/legalDocuments';
export const LEGAL_ROUTES = {
  documents: '/legalDocuments/documents',
  statistics: '/legalDocuments/reportStatistics',
  settings: '/legalDocuments/settingSoftCode',
} as const;
/** `/legalDocuments/<type>/add/{id?}` (id: a version to start from) and `/legalDocuments/<type>/edit/{id}`. */
export const legalAddRoute = (type: TLegalType) => `/legalDocuments/${type}/add/{id?}`;
export const legalEditRoute = (type: TLegalType) => `/legalDocuments/${type}/edit/{id}`;

export const LEGAL_PERMISSION = {
  view: 'legal_doc_view',
  add: 'legal_doc_add',
  edit: 'legal_doc_edit',
  submit: 'legal_doc_submit',
  publish: 'legal_doc_publish',
  statsView: 'legal_stats_view',
  statsExport: 'legal_stats_export',
  settings: 'legal_settings',
} as const;

/** The customer API (`/{svc}-app…`). */
export const LEGAL_APP_PATH = '/legal';
/** The header naming the customer's app (a software code) on customer calls; the acceptance gate reads it. */
export const APP_CODE_HEADER = 'x-app-code';

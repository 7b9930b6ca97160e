/** Business constants and limits of platform.md §9 and business.md §9, named once. */
export const TOKEN_TIME_MS = 60_000;
export const TOKEN_CHECK_INTERVAL_MS = 3_000;
export const TOKEN_COOKIE_DAYS = 1;
export const REQUEST_TIMEOUT_MS = 90_000;
export const HEARTBEAT_MS = 5_000;
export const RECONNECT_MS = 5_000;
export const SEND_RETRY_MS = 1_000;
export const CODE_RESEND_SECONDS = 60;
export const CODE_TTL_MS = 5 * 60_000;
export const CAPTCHA_TTL_MS = 5 * 60_000;
export const RESET_LINK_TTL_MS = 3 * 60_000;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 30;
export const SIGN_IN_PASSWORD_MIN = 6;
export const CAPTCHA_LENGTH = 4;
export const TOTP_LENGTH = 6;
export const BACKUP_CODE_LENGTH = 10;
export const BACKUP_CODE_COUNT = 10;
export const PHONE_LENGTH = 11;
export const CODE_INPUT_MAX = 200;
/** The largest value of a PostgreSQL integer column: ids, versions and page numbers stay below it. */
export const INT4_MAX = 2_147_483_647;
export const EXPORT_MAX_ROWS = 10_000;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const DROPDOWN_PAGE_SIZE = 20;
export const DATE_RANGE_DAYS = 30;
export const DEFAULT_THEME_COLOR = '#199ed9';
export const EMAIL_DISPLAY_MAX = 20;
export const LOCK_DELAY_MS = 100;
export const BREAKPOINTS = { lg: 1200, md: 992, sm: 768 } as const;
export const MENU_SEARCH_WIDTH = { 'zh-CN': 249, 'en-US': 299 } as const;
/** Sign-in attempts per account per hour before further attempts are refused (issue 4). */
export const MAX_FAILED_SIGN_INS_PER_HOUR = 100;
/** Header that carries the device identifier (platform.md §7). */
export const DEVICE_ID_HEADER = 'x-device-id';
/** Full menu id (platform.md §2). */
export const FULL_MENU_ID = -1;
export const NO_PHONE_PERMISSION_TEXT = {
  'zh-CN': '无权查看，请联系管理员添加权限！',
  'en-US': 'No permission to view. Contact the administrator to add permissions!',
} as const;

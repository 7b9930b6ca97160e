/**
 * The error-code catalogue of both specifications (platform.md §8, business.md §8),
 * plus the few project codes the specs leave out (marked "project"). Every code has a
 * zh-CN and an en-US message and an HTTP status by failure class; the `satisfies`
 * clause makes the compiler refuse a code without both messages.
 */
export type ErrorEntry = { status: number; 'zh-CN': string; 'en-US': string };

export const ERROR_CATALOGUE = {
  1000: { status: 403, 'zh-CN': '无权访问', 'en-US': 'Access not allowed' },
  1001: { status: 400, 'zh-CN': '请求参数不正确', 'en-US': 'Incorrect request parameters' },
  1002: { status: 404, 'zh-CN': '数据不存在', 'en-US': 'Data does not exist' },
  // project: not signed in, or the session has ended
  1003: { status: 401, 'zh-CN': '未登录或登录已失效', 'en-US': 'Not signed in or the session has expired' },
  // project: rate limit
  1004: { status: 429, 'zh-CN': '操作过于频繁，请稍后再试', 'en-US': 'Too many requests, please try again later' },
  // project: optimistic version conflict
  1005: { status: 409, 'zh-CN': '数据已被他人修改，请刷新后重试', 'en-US': 'The data was changed by someone else; reload and try again' },
  // project: body or file too large
  1006: { status: 413, 'zh-CN': '上传的文件或数据超过10M', 'en-US': 'Uploaded files and data must not exceed 10M' },
  // project: unknown route
  1007: { status: 404, 'zh-CN': '接口不存在', 'en-US': 'No such API' },
  // project: password does not meet the rules (platform.md §5 text)
  1008: { status: 400, 'zh-CN': '密码规则不对,按上述规则输入!', 'en-US': 'The password does not follow the rules; enter it as described above!' },
  // project: password cannot be decrypted with the published key
  1009: { status: 400, 'zh-CN': '密码未按要求加密', 'en-US': 'The password was not encrypted with the published key' },
  // project: captcha wrong or expired (image captcha at sign-in)
  1010: { status: 400, 'zh-CN': '验证码不正确', 'en-US': 'The captcha is incorrect or has expired' },
  // project: invalid client credentials on oauth/token
  1011: { status: 401, 'zh-CN': '客户端认证失败', 'en-US': 'Client authentication failed' },
  // project: the sign-in ticket of the logged-in-elsewhere step is missing or expired
  1012: { status: 400, 'zh-CN': '登录确认已失效，请重新登录', 'en-US': 'The sign-in confirmation has expired; sign in again' },
  // project: invalid refresh token (expired, revoked or reused)
  1013: { status: 401, 'zh-CN': '刷新令牌无效', 'en-US': 'The refresh token is invalid' },
  // project: an outside service (DingTalk, SMTP, push, bug tracker) is not configured or failed.
  // 503, not 500: a 5xx other than 503/502 means a bug of ours; the console judges 502/503 by the body's code
  1014: { status: 503, 'zh-CN': '外部服务调用失败', 'en-US': 'An external service call failed' },
  // project: the object cannot be deleted while it has children or members
  1015: { status: 409, 'zh-CN': '存在下级数据，不能删除', 'en-US': 'It still has children or members and cannot be deleted' },
  // project: an operation on one's own account that is not allowed (e.g. delete yourself)
  1016: { status: 409, 'zh-CN': '不能对当前登录用户执行此操作', 'en-US': 'This operation cannot be applied to your own account' },
  // project: the entity's current status does not allow the requested transition
  1017: { status: 409, 'zh-CN': '当前状态不允许此操作', 'en-US': 'The current status does not allow this operation' },
  // project: an uploaded import file is not the downloaded template, or the template was modified
  1018: { status: 400, 'zh-CN': '导入模板已被修改，请重新下载模板', 'en-US': 'The import template was modified; download the template again' },
  // project (files): the file's content is not one of the types the area accepts (UPL-02)
  1040: { status: 415, 'zh-CN': '文件类型不支持', 'en-US': 'This file type is not allowed' },
  // project (files): the file is larger than the area allows (UPL-03); data.maxMb says how much
  1041: { status: 413, 'zh-CN': '文件大小超出限制', 'en-US': 'The file is larger than allowed' },
  // project (files): the requested byte range starts past the end of the file
  1042: { status: 416, 'zh-CN': '请求的范围超出文件大小', 'en-US': 'The requested range is past the end of the file' },
  9999: { status: 500, 'zh-CN': '未知错误', 'en-US': 'Unknown error' },
  10108: { status: 500, 'zh-CN': '系统异常', 'en-US': 'System exception' },
  10120: { status: 409, 'zh-CN': '数据已存在', 'en-US': 'Data already exists' },
  102011: { status: 400, 'zh-CN': 'id为空', 'en-US': 'The id is empty' },
  102039: { status: 400, 'zh-CN': '车型语言缺失', 'en-US': 'A vehicle type language is missing' },
  102040: { status: 409, 'zh-CN': '车型语言重复', 'en-US': 'A vehicle type language is repeated' },
  102041: { status: 400, 'zh-CN': '品牌语言缺失', 'en-US': 'A brand language is missing' },
  102042: { status: 409, 'zh-CN': '品牌语言重复', 'en-US': 'A brand language is repeated' },
  102043: { status: 400, 'zh-CN': '车系语言缺失', 'en-US': 'A model language is missing' },
  102044: { status: 409, 'zh-CN': '车系语言重复', 'en-US': 'A model language is repeated' },
  102045: { status: 400, 'zh-CN': '属性值语言缺失', 'en-US': 'An attribute-value language is missing' },
  102046: { status: 409, 'zh-CN': '属性值语言重复', 'en-US': 'An attribute-value language is repeated' },
  102047: { status: 409, 'zh-CN': '属性值重复', 'en-US': 'The attribute value is repeated' },
  102048: { status: 409, 'zh-CN': '存在绑定数据，禁用失败', 'en-US': 'Bound data exists; disabling failed' },
  102050: { status: 400, 'zh-CN': '生效时间早于提交时间', 'en-US': 'The effect time is earlier than the submit time' },
  102051: { status: 400, 'zh-CN': '结束时间早于生效时间', 'en-US': 'The end time is earlier than the effect time' },
  102052: { status: 409, 'zh-CN': '已结束的活动不能编辑', 'en-US': 'An ended activity cannot be edited' },
  102053: { status: 400, 'zh-CN': 'SN不存在或未装箱', 'en-US': 'The SN does not exist or is not boxed' },
  61000: { status: 400, 'zh-CN': '请选择要操作的数据', 'en-US': 'Select the data to operate on' },
  61001: { status: 409, 'zh-CN': '只有待确认的问题才能处理', 'en-US': 'Only problems pending confirmation can be handled' },
  61004: { status: 400, 'zh-CN': '处理人邮箱为空', 'en-US': 'The handler e-mail is empty' },
  61005: { status: 400, 'zh-CN': '紧急程度为空', 'en-US': 'The urgency is empty' },
  61009: { status: 400, 'zh-CN': '每次最多下载10000条数据', 'en-US': 'At most 10000 rows per download' },
  61010: { status: 400, 'zh-CN': '查询问题类型时配置分类必填', 'en-US': 'The configuration category is required when the problem type is queried' },
  15316: { status: 403, 'zh-CN': '密码已过期，请修改密码', 'en-US': 'Password expired, please change password!' },
  15317: { status: 400, 'zh-CN': '验证码错误或已过期', 'en-US': 'The verification code is wrong or has expired' },
  15318: { status: 400, 'zh-CN': '备用码错误', 'en-US': 'The backup code is wrong' },
  15319: { status: 400, 'zh-CN': '激活已过期，请重新开启', 'en-US': 'The activation has expired; start again' },
  15601: { status: 403, 'zh-CN': '账号已锁定或不存在', 'en-US': 'The account is locked or does not exist' },
  15602: { status: 400, 'zh-CN': '认证密钥缺失', 'en-US': 'The authentication key is missing' },
  15603: { status: 400, 'zh-CN': '未知的登录类型', 'en-US': 'Unknown login type' },
  15604: { status: 409, 'zh-CN': '双因素认证已开启', 'en-US': 'Two-factor authentication is already enabled' },
  60002: { status: 400, 'zh-CN': '账号或密码错误', 'en-US': 'Wrong Password' },
  73211: { status: 409, 'zh-CN': '登录账号已存在', 'en-US': 'The login account already exists' },
  73212: { status: 409, 'zh-CN': '经销商已存在', 'en-US': 'The dealer already exists' },
  73213: { status: 400, 'zh-CN': '上级经销商不存在或已禁用', 'en-US': 'The parent dealer is missing or disabled' },
  73214: { status: 409, 'zh-CN': '该区域经销商数量已达上限', 'en-US': 'The dealer limit of the area has been reached' },
  73215: { status: 404, 'zh-CN': '区域数据不存在', 'en-US': 'The area data is missing' },
  73216: { status: 404, 'zh-CN': '经销商不存在', 'en-US': 'The dealer is missing' },
  73217: { status: 404, 'zh-CN': '上级区域不存在', 'en-US': 'The parent area is missing' },
  73218: { status: 400, 'zh-CN': '区域层级不能超过5级', 'en-US': 'The level cannot exceed 5' },
  73219: { status: 409, 'zh-CN': '每级最多99个区域', 'en-US': 'At most 99 areas per level' },
  73220: { status: 409, 'zh-CN': '该区域下已有经销商或子区域', 'en-US': 'The area already has a dealer or a sub-area' },
  73221: { status: 409, 'zh-CN': '系统初始区域不能删除', 'en-US': 'The initial system area cannot be deleted' },
  73222: { status: 400, 'zh-CN': '供应商不存在或已禁用', 'en-US': 'The provider (supplier) is missing or disabled' },
  73223: { status: 409, 'zh-CN': '系统初始区域不能编辑', 'en-US': 'The initial system area cannot be edited' },
  73224: { status: 404, 'zh-CN': '经销商信息不存在', 'en-US': 'The dealer info was not found' },
} as const satisfies Record<number, ErrorEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export const SUCCESS_CODE = 2000;
export const CHAT_SUCCESS_CODE = 200;
/** Client-side code for a cancelled logged-in-elsewhere confirmation (platform.md §4). */
export const CANCELLED_SIGN_IN_CODE = -1111;

export function errorMessage(code: ErrorCode, lang: Language): string {
  return ERROR_CATALOGUE[code][lang];
}

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
/** platform.md §1: zh-CN maps to 1, en-US to 7. */
export const LANGUAGE_IDS: Record<Language, number> = { 'zh-CN': 1, 'en-US': 7 };
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

import type { z } from 'zod';
import { INVALID_TEXT_MESSAGE } from '../kit/strings';
import { MENU_QUERY_KEYS_MAX } from '../system/menus';
import type { Language } from './catalogue';

/**
 * Field messages in the caller's language. Schemas and services write their own messages in
 * English (the en-US text); this table gives each its zh-CN text. A test reads the sources
 * and fails when a message has no entry here.
 */
export const FIELD_MESSAGES_ZH: Record<string, string> = {
  [INVALID_TEXT_MESSAGE]: '包含空字符或无效字符',
  required: '必填',
  // tracking events
  'must be 2–64 lower-case letters, digits, "_" or ".", starting with a letter': '须为2–64位小写字母、数字、"_"或"."，以字母开头',
  'must be 1–40 letters, digits or "_", starting with a letter': '须为1–40位字母、数字或"_"，以字母开头',
  'property names must be unique': '属性名不能重复',
  'must be 8–64 letters, digits, "-" or "_"': '须为8–64位字母、数字、"-"或"_"',
  'must be an ISO 3166 two-letter code': '须为「ISO 3166」两位国家代码',
  'no such event': '事件不存在',
  'must be values of the property type': '可选值须与属性类型一致',
  // stock: purchasing
  'a reason for the rejected quantity': '拒收数量大于 0 时必须填写原因',
  'no such order line': '订单行不存在',
  'no such order': '订单不存在',
  'as many serial numbers as the quantity received': '序列号数量须等于收货数量',
  'no such receipt line': '收货行不存在',
  'a receipt line appears twice': '收货行重复出现',
  'nothing received': '没有收货数量',
  // stock: the ledger (shared by the stock documents)
  'a whole number': '必须是整数',
  'no such SKU': '「SKU」不存在',
  'this SKU has no serial numbers': '该「SKU」不管理序列号',
  'a serial number appears twice': '序列号重复出现',
  'letters, digits and - _ .': '只能包含字母、数字和 - _ .',
  // vehicle catalog
  '17 characters, letters and digits, no I, O or Q': '17位字母或数字，不含I、O、Q',
  'an http(s) address': '应为「http(s)」地址',
  'no such brand': '品牌不存在',
  'no such model': '车系不存在',
  'not a model of this brand': '该车系不属于此品牌',
  'not before the first year': '不能早于起始年款',
  'not before the start date': '不能早于开始日期',
  'no such standard': '电池标准不存在',
  // vehicle mapping
  'no such provider entry': '数据商条目不存在',
  // vehicle extras: ADAS data, topology maps
  'no such ADAS basic data': '「ADAS」基础数据不存在',
  'a module twice': '模块重复出现',
  'unknown module': '模块不存在',
  // VIN analysis
  'no such vehicle type': '车辆类型不存在',
  '3 letters or digits, no I, O or Q': '应为3位字母或数字，不含I、O、Q',
  '5 letters, digits or * (any), no I, O or Q': '应为5位字母、数字或*（任意），不含I、O、Q',
  'a rule for this WMI, VDS pattern and years exists': '相同「WMI」、「VDS」模式和年款的规则已存在',
  'at most 10000 VINs': '最多10000个车架号',
  'no VIN in the first column': '第一列没有车架号',
  'no rows': '模板中没有数据行',
  'an xlsx workbook': '应为「xlsx」工作簿',
  // stock: shipment plans
  'no such channel': '渠道不存在',
  'no such line': '明细行不存在',
  'ids separated by commas': '以逗号分隔的编号',
  'no device is registered with this SN': '设备库中没有该序列号的设备',
  // stock: transfer plans and first-leg transport
  'must differ from the source warehouse': '不能与调出仓库相同',
  'the in-transit warehouse is not allowed here': '此处不能选择在途仓',
  'not a line of this plan': '不是本调拨计划的明细行',
  'a line appears twice': '明细行重复出现',
  'more than in transit': '超过在途数量',
  'not in transit on this line': '该序列号不在本行在途中',
  'an overseas or platform warehouse': '应为海外仓或平台仓',
  'no such transfer plan': '调拨计划不存在',
  'not a leg of this transport': '不是本头程运输的路段',
  'the leg has not departed': '该路段尚未发运',
  'an arrival before its departure': '到达时间不能早于发运时间',
  'the previous leg has not arrived': '上一路段尚未到达',
  'a departure before the previous leg arrived': '发运时间不能早于上一路段的到达时间',
  'at least one leg': '至少一个路段',
  'not a calendar day': '不是有效的日期',
  // supply: basic accounts
  'letters, digits, spaces and - . @ _': '只能包含字母、数字、空格和 - . @ _',
  '8 or 11 letters and digits': '应为 8 位或 11 位字母和数字',
  'no such supplier': '供应商不存在',
  'letters, digits and - _ . +': '只能包含字母、数字和 - _ . +',
  'letters, digits and _ . : - only': '只能包含字母、数字和 _ . : -',
  'must differ from the front': '不能与正面相同',
  'send the fields before the file': '请在文件之前发送字段',
  'a file is required': '必须上传文件',
  'at most two decimals': '最多两位小数',
  'nothing to change': '没有要修改的内容',
  'email or username is required': '邮箱或用户名必填其一',
  'lowercase letters, digits and _': '只能包含小写字母、数字和 _',
  'lowercase letters and digits': '只能包含小写字母和数字',
  'lowercase letters, digits, - and _': '只能包含小写字母、数字、- 和 _',
  'letters, digits, - and _': '只能包含字母、数字、- 和 _',
  'HH:mm': '时间格式应为 时:分（如 08:30）',
  'letters, digits and _ . @ - only': '只能包含字母、数字和 _ . @ -',
  'a mainland China mobile number': '应为中国大陆手机号码',
  'a two-letter country code': '应为两位国家代码',
  'enter an e-mail or a phone': '邮箱和手机号至少填写一个',
  'enter the password or a code': '请输入密码或验证码',
  'letters, digits, space and -': '只能包含字母、数字、空格和 -',
  'digits, space, - and a leading +': '只能包含数字、空格、- 和开头的 +',
  '4 to 11 digits': '应为4到11位数字',
  'not zero': '不能为0',
  'the review is not pending': '审核不是待审核状态',
  'at most 20 addresses': '最多20个地址',
  'a valid e-mail address': '应为有效的邮箱地址',
  'unknown label': '标签不存在',
  'upper-case letters, digits and _': '只能包含大写字母、数字和 _',
  'must start with /': '必须以 / 开头',
  'use -1 for the top level': '顶级请使用 -1',
  'lowercase letters, digits, _ and :': '只能包含小写字母、数字、_ 和 :',
  'http or https only': '只能是「http」或「https」地址',
  [`at most ${MENU_QUERY_KEYS_MAX} keys`]: `最多 ${MENU_QUERY_KEYS_MAX} 个参数`,
  'a button needs a permission': '按钮必须有权限标识',
  'only buttons carry a permission': '只有按钮可以有权限标识',
  'a page or folder needs a path': '页面或目录必须有路径',
  'required with menuId': '有菜单编号时必填',
  'a menu id or -1': '应为菜单编号或 -1',
  'no such department': '部门不存在',
  'already used': '已被使用',
  'no such menu': '菜单不存在',
  'a button cannot hold children': '按钮下不能有子节点',
  'a node cannot move under itself': '节点不能移动到自身之下',
  'password or refresh_token': '应为「password」或「refresh_token」',
  'must be 2 (phone)': '应为 2（手机）',
  'a department cannot move under itself': '部门不能移动到自身之下',
  'a department appears twice': '部门重复出现',
  'a built-in category keeps its code': '内置分类不能修改编码',
  'unknown category': '分类不存在',
  'unknown product line': '产品线不存在',
  'no such role': '角色不存在',
  'unknown brand': '品牌不存在',
  'unknown product': '产品不存在',
  'not a model of the product': '不是该产品的型号',
  // logs
  'not an IP address': '不是有效的「IP」地址',
  'the end is before the start': '结束时间早于开始时间',
  'hex bytes': '应为十六进制字节',
  // assets
  'no such asset': '资产不存在',
  'must not be before the lending date': '不能早于借出日期',
  // marketing (issue 35): an activity's usage limit below the customers who joined
  'must not be below the customers who joined': '不能少于已参与的客户数',
  'must not be below what the activity spent': '不能少于活动已花费的金额',
  'a view holds at most 8,000 characters': '视图最多保存 8,000 个字符',
  // mall (issue 35): goods on offer and refunds
  'must be above 0': '必须大于 0',
  'required for a software subscription': '软件订阅必填',
  'only a software subscription names a software code': '只有软件订阅才填写软件编码和月数',
  'required for a card': '卡必填',
  'only a card names a card type': '只有卡才填写卡类型',
  // experts and terminals
  'not one of your devices': '不是您名下的设备',
  'letters, digits and - _ . :': '只能包含字母、数字和 - _ . :',
  // devices, cards, vehicles
  'unknown customer': '用户不存在',
  'must not be the current owner': '不能是当前用户',
  'does not match the device': '与设备的注册码不一致',
  'unknown card type': '卡类型不存在',
  '17 letters and digits (no I, O, Q)': '应为17位字母和数字（不含 I、O、Q）',
  // reports
  'a share token': '应为分享令牌',
  'the maximum below the minimum': '最高值不能低于最低值',
  'not valid JSON': '不是有效的「JSON」',
  'no such customer account': '用户账号不存在或已停用',
  'unknown or disabled channel': '渠道不存在或已停用',
  'multipart/form-data with a file is required': '请以表单（文件上传）方式提交文件',
  'must be JSON': '数据格式不正确',
  'unknown upload area': '未知的上传区域',
  'malformed request': '请求格式不正确',
  'a version such as 1.2.3': '应为版本号，如 1.2.3',
  'a letter, then letters, digits, _ and .': '以字母开头，只能包含字母、数字、_ 和 .',
  'unknown product model': '产品型号不存在',
  'unknown software code': '软件编码不存在',
  'unknown or disabled software code': '软件编码不存在或已停用',
  'this version already exists': '该版本已存在',
  'a package file is required': '请上传软件包',
  'a patch needs the version it applies over': '补丁包必须填写基础版本',
  'release notes are required in both languages': '中英文发布说明均必填',
  'a software appears twice': '软件重复出现',
  'the software is already on the checklist of this model': '该型号的应用清单中已有此软件',
  // knowledge base
  'categories have two levels': '分类只有两级',
  "must match the parent category's type": '必须与上级分类的类型一致',
  'cannot change the type of a category in use': '已有下级分类或知识的分类不能修改类型',
  "must match the category's type": '必须与所选分类的类型一致',
  'not a subcategory of the chosen category': '不是所选一级分类的下级分类',
  'unknown file': '文件不存在',
  'not a preview ticket': '不是有效的预览凭证',
  // feedback
  'V followed by digits and dots, e.g. V1.2': '应为 V 加数字和点，如 V1.2',
  'a VIN: letters (no I, O, Q) and digits': '应为车架号：字母（不含 I、O、Q）和数字',
  'Chinese, letters, digits and - _ ( ) only': '只能包含中文、字母、数字和 - _ ( )',
  'a language appears twice': '语言重复',
  'please check for unfilled items': '请检查未填写的项',
  // mail
  '64 hex digits or 32 bytes in base64': '应为 64 位十六进制数或 32 字节的「base64」',
  'malformed template variable': '模板变量格式不正确',
  'the variable is not declared': '变量未声明',
  'a variable is declared twice': '变量重复声明',
  'unknown topic': '订阅主题不存在',
  'unknown template': '模板不存在',
  'unknown provider': '邮件服务商不存在',
  'a host name or IP address': '应为主机名或「IP」地址',
  'at least one language': '至少填写一种语言',
  'a letter, then letters, digits or _': '以字母开头，只能包含字母、数字和 _',
  'one template per channel': '每个渠道只能选择一个模板',
  'an http or https address': '应为「http」或「https」地址',
  'an https address': '应为「https」地址',
  '65 bytes in base64url (an uncompressed P-256 key)': '应为 65 字节的「base64url」（未压缩的 P-256 公钥）',
  '16 bytes in base64url': '应为 16 字节的「base64url」',
  // cards
  'a channel or an order number, not both': '请选择销售渠道或填写订单号（二选一）',
  'more than the card was sold for': '超过该卡的售价',
  'unknown channel': '渠道不存在或已停用',
  // dealers
  'letters, digits and _ . @ only': '只能包含字母、数字和 _ . @',
  'team or individual permission, at least one': '团队权限和个人权限至少选择一个',
  'a month as YYYY-MM': '应为年月，如 2026-01',
  'required for a factory allocation': '工厂分配时必填',
  'a reason is required to reject': '驳回时必须填写原因',
  'one ratio per SKU': '每个「SKU」只能有一个分润比例',
  'unknown SKU': '「SKU」不存在',
  'unknown SN': '「SN」不存在',
  'already held by a dealer': '设备已分配给经销商',
  'all devices must be held by one dealer': '设备必须都属于同一个经销商',
  'already holds the devices': '该经销商已持有这些设备',
  'devices are returned to a dealer above the holder': '设备只能退回给持有者的上级经销商',
  'the dealer is disabled': '经销商已禁用',
  // message centre (issue 14)
  'YYYY-MM-DD': '格式应为「YYYY-MM-DD」',
  'unknown time zone': '未知的时区',
  repeated: '重复',
  'does not exist': '不存在',
  'not allowed for this field': '该字段不支持此运算符',
  'not a valid value for this field': '该字段的值无效',
  'no such product model': '产品型号不存在',
  'too large or not PNG/JPEG': '超过大小限制或不是「PNG/JPEG」图片',
  'larger than its channel allows': '超过该渠道的大小限制',
  'cannot be changed': '不能修改',
  'not an Excel file': '不是「Excel」文件',
  'no IDs in the file': '文件中没有「ID」',
  'a call signal is a JSON text': '通话信令须为「JSON」文本',
  'a call signal has no file': '通话信令不能带文件',
  'a sequence number': '应为消息序号',
  'a read or receipt has no file': '已读和回执消息不能带文件',
  // special stock and outsourcing (issue 31)
  'a reason is required': '必须填写原因',
  'at least one line': '至少需要一行',
  'no such warehouse': '仓库不存在',
  'not a kind of this direction': '该类型不适用于此出入库方向',
  'as many serial numbers as the quantity': '序列号数量须与数量一致',
  'not a material line of this order': '不是本委外加工单的物料行',
  'this SKU is on another line': '该「SKU」已在其他行中',
  'not a finished line of this order': '不是此委外单的成品行',
  'more than expected beyond the tolerance': '超过预计数量的允许范围',
  'zone is 0 or 8': '时区只能是 0（「UTC+0」）或 8（「UTC+8」）',
};

/** Messages that end with a value of the request: the English prefix and its zh-CN text. */
const PREFIXES_ZH: Array<[string, string]> = [
  ['no such menu: ', '菜单不存在：'],
  ['unknown action ', '未知操作：'],
];

/**
 * Translates a message a schema or a service wrote in English into the caller's language.
 * A message already in the caller's language (services that hold both texts) passes as it is.
 */
export function translateMessage(message: string, lang: Language): string {
  if (lang === 'en-US') return message;
  const exact = FIELD_MESSAGES_ZH[message];
  if (exact) return exact;
  const prefix = PREFIXES_ZH.find(([en]) => message.startsWith(en));
  return prefix ? prefix[1] + message.slice(prefix[0].length) : message;
}

const TYPES_ZH: Record<string, string> = {
  string: '文本',
  number: '数字',
  int: '整数',
  bigint: '整数',
  boolean: '布尔值',
  array: '数组',
  object: '对象',
  date: '日期',
  null: '空值',
  undefined: '空',
};
const SIZE_UNIT_ZH: Record<string, string> = { string: '个字符', array: '项', set: '项', file: '字节' };
const FORMATS_ZH: Record<string, string> = { email: '邮箱地址', url: '网址', uuid: '唯一编号', datetime: '日期时间', date: '日期', regex: '格式' };
const quoteAll = (values: readonly unknown[]) => values.map((v) => `「${String(v)}」`).join('、');

/** zh-CN text of a zod issue that carries no message of its own, by issue code. */
function zodIssueZh(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return '必填';
      return `应为${TYPES_ZH[issue.expected] ?? '其他类型'}`;
    case 'too_big': {
      const unit = SIZE_UNIT_ZH[issue.origin];
      if (unit) return `最多 ${String(issue.maximum)} ${unit}`;
      return issue.inclusive === false ? `应小于 ${String(issue.maximum)}` : `不能大于 ${String(issue.maximum)}`;
    }
    case 'too_small': {
      const unit = SIZE_UNIT_ZH[issue.origin];
      if (unit) return Number(issue.minimum) === 1 ? '不能为空' : `至少 ${String(issue.minimum)} ${unit}`;
      return issue.inclusive === false ? `应大于 ${String(issue.minimum)}` : `不能小于 ${String(issue.minimum)}`;
    }
    case 'invalid_format':
      return `${FORMATS_ZH[issue.format] ?? '格式'}不正确`;
    case 'not_multiple_of':
      return `应为 ${String(issue.divisor)} 的倍数`;
    case 'unrecognized_keys':
      return `不允许的字段：${quoteAll(issue.keys)}`;
    case 'invalid_value':
      return issue.values.length === 1 ? `应为${quoteAll(issue.values)}` : `应为以下之一：${quoteAll(issue.values)}`;
    case 'invalid_key':
      return '包含无效的键';
    case 'invalid_element':
      return '包含无效的值';
    default:
      return '输入不正确';
  }
}

/** Schema messages zod writes itself, recognised so that only custom ones go through the table. */
function hasOwnMessage(issue: z.core.$ZodIssue): boolean {
  return Object.hasOwn(FIELD_MESSAGES_ZH, issue.message) || PREFIXES_ZH.some(([en]) => issue.message.startsWith(en));
}

/** The message of a zod issue in the caller's language. */
export function issueMessage(issue: z.core.$ZodIssue, lang: Language): string {
  if (hasOwnMessage(issue)) return translateMessage(issue.message, lang);
  if (lang === 'en-US') return issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : issue.message;
  return zodIssueZh(issue);
}

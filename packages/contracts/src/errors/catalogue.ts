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
  // project: the uploader (or submitter) of a software version may not approve or reject it
  10141: { status: 409, 'zh-CN': '不能审核自己上传的软件版本', 'en-US': 'You cannot review a software version you uploaded or submitted' },
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
  // project (configuration, issue 32): nobody passes or rejects a revision they wrote or changed
  102060: { status: 409, 'zh-CN': '不能审核自己编写或修改的配置修订', 'en-US': 'You cannot review a configuration revision you wrote or changed' },
  // project (configuration, issue 32): the revision or the devices it reaches changed since its preview was shown
  102061: {
    status: 409,
    'zh-CN': '影响范围已变化，请重新查看后再审核',
    'en-US': 'What the change reaches has changed since it was shown; look at it again before passing',
  },
  // project (vehicle basic data, issue 33): a merge of two duplicates leaves a redirect; these merges are refused
  102062: { status: 400, 'zh-CN': '不能把数据合并到它自己', 'en-US': 'An item cannot be merged into itself' },
  102063: { status: 400, 'zh-CN': '只能合并到同一类的数据', 'en-US': 'An item can only be merged into an item of the same kind' },
  102064: { status: 409, 'zh-CN': '目标数据已被合并或已停用，不能合并到它', 'en-US': 'The target was merged or is disabled; nothing can be merged into it' },
  // project (vehicle mapping, issue 33): mapping sets are published whole and never changed afterwards
  102065: { status: 409, 'zh-CN': '映射集已发布，不能再修改', 'en-US': 'A published mapping set cannot be changed' },
  102066: {
    status: 409,
    'zh-CN': '映射集起草后已有新的映射集发布，请基于当前映射集重新起草',
    'en-US': 'Another mapping set was published since this draft was started; start a new draft from the current set',
  },
  102067: { status: 400, 'zh-CN': '映射的目标数据不存在或不是同一类', 'en-US': 'The item to map onto does not exist or is of another kind' },
  // project (VIN analysis, issue 33): a VIN's shape, check digit (ISO 3779) and model-year character (49 CFR 565.15)
  102068: { status: 400, 'zh-CN': '车架号（VIN）必须为17位', 'en-US': 'A VIN has 17 characters' },
  102069: { status: 400, 'zh-CN': '车架号（VIN）只能包含字母和数字，且不含I、O、Q', 'en-US': 'A VIN holds letters and digits only, never I, O or Q' },
  102070: { status: 400, 'zh-CN': '车架号（VIN）第9位校验位不正确', 'en-US': 'The check digit (position 9) of the VIN is wrong' },
  102071: { status: 400, 'zh-CN': '车架号（VIN）第10位不是有效的车型年份代码', 'en-US': 'Position 10 of the VIN is not a valid model-year character' },
  // project (vehicle catalog, issue 33): an OBD code of another shape than SAE J2012
  102072: {
    status: 400,
    'zh-CN': '故障码格式不正确：应为P/C/B/U加4位（第二位0–3，其后为十六进制），或再加2位故障类型（如P1A4800）',
    'en-US': 'The code is not an SAE J2012 code: P, C, B or U and 4 characters (the first 0–3, then hex digits), or 2 more for the failure type (P1A4800)',
  },
  // project (vehicle catalog, issue 33): a manufacturer-specific OBD code is described for a make
  102073: { status: 400, 'zh-CN': '厂家专用故障码必须指定品牌', 'en-US': 'A manufacturer-specific code needs a make' },
  // project (vehicle catalog, issue 33): a text in at least one language, each language once
  102074: { status: 400, 'zh-CN': '至少填写一种语言，且每种语言只能填写一次', 'en-US': 'Fill in at least one language, and each language only once' },
  // project (vehicle extras, issue 33): topology modules, ADAS basic data
  102075: { status: 400, 'zh-CN': '拓扑图中的模块不在拓扑基础数据中', 'en-US': 'A module of the topology map is not in the topology basic data' },
  102076: { status: 400, 'zh-CN': 'ADAS基础数据不存在或类别不符', 'en-US': 'The ADAS basic data does not exist or is of another kind' },
  102077: { status: 400, 'zh-CN': '拓扑图中同一模块不能重复', 'en-US': 'A module appears more than once on the topology map' },
  // project (vehicle batch imports, issue 33): the zip of a batch import and the files its rows name
  102078: { status: 400, 'zh-CN': '压缩包无法读取，请上传 zip 格式的压缩包', 'en-US': 'The zip file cannot be read; upload a zip archive' },
  102079: { status: 400, 'zh-CN': '压缩包中没有该行填写的文件', 'en-US': 'The zip file does not hold the file this row names' },
  // project (repair data and fault lights, issue 33): names per language, unique serial numbers, a detail's icon
  102080: { status: 400, 'zh-CN': '名称或含义至少填写一种语言', 'en-US': 'Fill in the name or meaning in at least one language' },
  102081: { status: 409, 'zh-CN': '序列号已存在', 'en-US': 'The serial number already exists' },
  102082: { status: 400, 'zh-CN': '没有该序列号的故障灯图标', 'en-US': 'No fault-light icon has this serial number' },
  61000: { status: 400, 'zh-CN': '请选择要操作的数据', 'en-US': 'Select the data to operate on' },
  61001: { status: 409, 'zh-CN': '只有待确认的问题才能处理', 'en-US': 'Only problems pending confirmation can be handled' },
  61004: { status: 400, 'zh-CN': '处理人邮箱为空', 'en-US': 'The handler e-mail is empty' },
  61005: { status: 400, 'zh-CN': '紧急程度为空', 'en-US': 'The urgency is empty' },
  61009: { status: 400, 'zh-CN': '每次最多下载10000条数据', 'en-US': 'At most 10000 rows per download' },
  // project: LOG-01 gives the limit of a log download (100 per batch) but no code; next to 61009, its row-download sibling
  61011: { status: 400, 'zh-CN': '每次最多下载100个日志文件', 'en-US': 'At most 100 log files per download' },
  // project: the customer-service chat (issue #13)
  76201: { status: 409, 'zh-CN': '您不是客服人员', 'en-US': 'You are not a customer-service agent' },
  76202: { status: 409, 'zh-CN': '该会话属于其他客服', 'en-US': 'The session belongs to another agent' },
  76203: { status: 409, 'zh-CN': '会话已结束', 'en-US': 'The session has ended' },
  76204: { status: 400, 'zh-CN': '消息发出超过2分钟，无法撤回', 'en-US': 'A message can be recalled only within 2 minutes' },
  76205: { status: 400, 'zh-CN': '只能撤回自己的消息', 'en-US': 'Only your own messages can be recalled' },
  76206: { status: 409, 'zh-CN': '已达到最大接待数', 'en-US': 'You are serving as many sessions as your capacity allows' },
  76207: { status: 409, 'zh-CN': '会话已被其他客服接入', 'en-US': 'Another agent has already taken the session' },
  76208: { status: 409, 'zh-CN': '该会话已评价', 'en-US': 'The session has already been rated' },
  76209: { status: 409, 'zh-CN': '该用户已是客服', 'en-US': 'The user is already an agent' },
  76210: { status: 400, 'zh-CN': '转接对象不是可用的客服', 'en-US': 'The transfer target is not an available agent' },
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
  // project: the e-mail or phone is already used by another customer
  73301: { status: 409, 'zh-CN': '该邮箱或手机号已注册', 'en-US': 'The e-mail or phone is already registered' },
  // project: a customer holds at most 10 labels (business.md §9 "Tags: up to 10")
  73302: { status: 400, 'zh-CN': '每个用户最多10个标签', 'en-US': 'A customer can have at most 10 labels' },
  // project: a deduction larger than the customer's points balance
  73303: { status: 400, 'zh-CN': '积分余额不足', 'en-US': 'Not enough points' },
  // project: the forecast user was already converted into a customer
  73304: { status: 409, 'zh-CN': '预测用户已转化', 'en-US': 'The forecast user has already been converted' },
  // project: a label still held by customers cannot be deleted
  73305: { status: 409, 'zh-CN': '标签已被用户使用，不能删除', 'en-US': 'The label is held by customers and cannot be deleted' },
  // project (cards): an unknown card number, or one given to another customer (one code, so numbers cannot be probed)
  73306: { status: 400, 'zh-CN': '卡号不正确', 'en-US': 'The card number is incorrect' },
  // project (cards): the card was already redeemed
  73307: { status: 409, 'zh-CN': '该卡已被兑换', 'en-US': 'The card has already been redeemed' },
  // project (cards): the card is not sold or gifted (still in stock, locked, taken, occupied, refunded) or has expired
  73308: { status: 409, 'zh-CN': '该卡当前不能兑换', 'en-US': 'The card cannot be redeemed in its current state' },
  // project (customers): the SFD documents are under review or have passed, so they cannot be sent again
  73309: { status: 409, 'zh-CN': 'SFD资料审核中或已通过，不能重新提交', 'en-US': 'The SFD documents are under review or have passed and cannot be sent again' },
  // project (devices): a customer bind with an unknown SN or a registration code the register does not hold (one code, so SNs cannot be probed)
  73310: { status: 400, 'zh-CN': 'SN或注册码不正确', 'en-US': 'The SN or registration code is incorrect' },
  // project (devices): the register holds no registration code for the device, so a customer cannot bind it yet
  73311: { status: 409, 'zh-CN': '该设备尚未设置注册码，请联系销售商设置', 'en-US': 'The device has no registration code yet: ask the seller to set one' },
  // project (devices): the device is bound to another customer; only a transfer moves it
  73312: { status: 409, 'zh-CN': '该设备已被其他用户绑定，请通过转移办理', 'en-US': 'The device is bound to another customer: it can only be transferred' },
  // project (mail): the e-mail template is missing or deleted
  74101: { status: 404, 'zh-CN': '邮件模板不存在', 'en-US': 'The e-mail template does not exist' },
  // project (mail): the template has no subject and body in the requested language
  74102: { status: 400, 'zh-CN': '邮件模板缺少该语言的内容', 'en-US': 'The e-mail template has no content in this language' },
  // project (mail): a variable that the template does not declare (data.variable names it)
  74103: { status: 400, 'zh-CN': '模板变量未声明', 'en-US': 'The template variable is not declared' },
  // project (mail): a placeholder that is not {{name}} (letters, digits, _; starting with a letter)
  74104: { status: 400, 'zh-CN': '模板变量格式不正确', 'en-US': 'The template variable is malformed' },
  // project (mail): a declared variable used by the template was given no value
  74105: { status: 400, 'zh-CN': '模板变量缺少值', 'en-US': 'A template variable has no value' },
  // project (mail): the unsubscribe link is not signed by this console or was altered
  74106: { status: 400, 'zh-CN': '退订链接无效', 'en-US': 'The unsubscribe link is invalid' },
  // project (mail): the e-mail provider is missing or disabled
  74107: { status: 400, 'zh-CN': '邮件服务商不存在或已停用', 'en-US': 'The e-mail provider is missing or disabled' },
  // project: message centre (issue 14)
  76101: { status: 409, 'zh-CN': '只有已审核或已发布的消息可以发送或禁用', 'en-US': 'Only approved or published messages can be sent or disabled' },
  76102: { status: 409, 'zh-CN': '不能审核自己编写的消息', 'en-US': 'You cannot review a message you wrote' },
  76103: { status: 400, 'zh-CN': '每种启用的语言都必须填写标题、摘要和正文', 'en-US': 'Title, summary and body are required for each enabled language' },
  76104: { status: 400, 'zh-CN': '引导图超过该渠道的大小限制', 'en-US': 'The guide image is larger than its channel allows' },
  76105: { status: 400, 'zh-CN': '该用户组没有匹配的用户', 'en-US': 'The user group matches no customers' },
  76106: { status: 400, 'zh-CN': '指定ID有重复或不存在', 'en-US': 'Some specified IDs are repeated or do not exist' },
  76107: { status: 400, 'zh-CN': '发送时间不能早于当前时间', 'en-US': 'The send time must not be in the past' },
  76108: { status: 400, 'zh-CN': '结束日期不能早于开始日期', 'en-US': 'The end date must not be before the start date' },
  76109: { status: 400, 'zh-CN': '每次只能复制一条消息', 'en-US': 'Only one message can be copied at a time' },
  76110: { status: 400, 'zh-CN': '视频必须是MP4格式且不超过100MB', 'en-US': 'The video must be an MP4 of at most 100MB' },
  // project (messages): a customer keeps at most PUSH_SUBSCRIPTIONS_MAX browser subscriptions
  76111: {
    status: 400,
    'zh-CN': '已订阅推送的浏览器过多，请先取消其他浏览器的订阅',
    'en-US': 'Too many browsers are subscribed to push; unsubscribe another one first',
  },
  // project (messages): no enabled Web Push provider, so a browser cannot subscribe
  76112: { status: 404, 'zh-CN': '未配置网页推送服务', 'en-US': 'Web Push is not set up' },
  // project (messages): a scene event names no enabled message scene, or the scene has no enabled channel
  76113: { status: 404, 'zh-CN': '消息场景不存在、已停用或没有启用的渠道', 'en-US': 'The message scene does not exist, is disabled or has no enabled channel' },
  // project (messages): a scene event with the same event id is being sent right now and did not finish in time
  76114: {
    status: 409,
    'zh-CN': '相同事件ID的场景消息正在发送，请稍后重试',
    'en-US': 'A scene event with the same event ID is still being sent; try again shortly',
  },
  // project: supply chain (issue 31, decision 0030) — stock
  78101: { status: 409, 'zh-CN': '库存不足，不能出库', 'en-US': 'Not enough stock in the warehouse for this movement' },
  78102: { status: 409, 'zh-CN': 'SN不在该仓库的库存中', 'en-US': 'The SN is not in stock in this warehouse' },
  78103: { status: 400, 'zh-CN': '收货数量超过订购数量的允许范围', 'en-US': 'The receipt exceeds the ordered quantity beyond the tolerance' },
  78104: { status: 400, 'zh-CN': '退货数量不能超过已收货数量', 'en-US': 'A return cannot exceed the quantity received' },
  78105: { status: 409, 'zh-CN': '仓库中还有库存，不能删除', 'en-US': 'The warehouse holds stock and cannot be deleted' },
  78106: { status: 400, 'zh-CN': 'SN数量与数量不一致', 'en-US': 'The number of SNs does not match the quantity' },
  78107: { status: 409, 'zh-CN': 'SN已在库存中', 'en-US': 'The SN is already in stock' },
  78108: { status: 400, 'zh-CN': '到货与核销数量不能超过在途数量', 'en-US': 'Arrivals and write-offs cannot exceed the quantity in transit' },
  78109: { status: 409, 'zh-CN': '上一路段尚未到达，本路段不能发运', 'en-US': 'A leg cannot depart before the previous leg has arrived' },
  // project: supply chain — approvals
  78201: { status: 409, 'zh-CN': '不能审批自己创建或修改的单据', 'en-US': 'You cannot approve a document you created or changed' },
  78202: { status: 409, 'zh-CN': '不能审批同一单据的多个步骤', 'en-US': 'You cannot approve two steps of the same document' },
  78203: { status: 409, 'zh-CN': '单据在显示后已被修改，请刷新后重新审批', 'en-US': 'The document changed since it was shown; reload and review it again' },
  78204: { status: 409, 'zh-CN': '您不是当前步骤的审批人', 'en-US': 'You are not an approver of the current step' },
  78205: { status: 409, 'zh-CN': '该单据类型没有启用的审批流程模板', 'en-US': 'No enabled workflow template exists for this document type' },
  // project: logs (/logManage/*)
  79101: { status: 403, 'zh-CN': '该设备或地址已被列入网关黑名单', 'en-US': 'This device or address is on the gateway blacklist' },
  79102: { status: 404, 'zh-CN': '没有该在线算法', 'en-US': 'No such online algorithm' },
  79103: { status: 502, 'zh-CN': '在线算法服务暂时不可用，请稍后再试', 'en-US': 'The online algorithm service is unavailable; try again later' },
  79104: { status: 400, 'zh-CN': '查询时间范围不能超过31天', 'en-US': 'The time window must not exceed 31 days' },
  // project: reports (issue 34) — 79201–79249
  79201: { status: 415, 'zh-CN': '报告文件类型不正确，请上传PDF、PNG或JPEG文件', 'en-US': 'The report file must be a PDF, PNG or JPEG file' },
  79202: { status: 410, 'zh-CN': '分享链接已过期或已被撤销', 'en-US': 'This share link has expired or been revoked' },
  79203: { status: 400, 'zh-CN': '所选SN均未绑定用户，无人可接收推送', 'en-US': 'None of the SNs is bound to a customer: nobody would receive the push' },
  79204: { status: 400, 'zh-CN': '部分用户账号不存在或已停用', 'en-US': 'Some customer accounts do not exist or are disabled' },
  // project: tracking events (issue 34) — 79301–79349
  79301: { status: 401, 'zh-CN': '埋点公钥缺失、错误或已停用', 'en-US': 'The tracking public key is missing, wrong or disabled' },
  79302: { status: 413, 'zh-CN': '每批最多上报500条事件', 'en-US': 'A batch holds at most 500 events' },
  79310: { status: 400, 'zh-CN': '事件未在事件库中登记', 'en-US': 'The event is not in the registry' },
  79311: { status: 400, 'zh-CN': '缺少必填属性', 'en-US': 'A required property is missing' },
  79312: { status: 400, 'zh-CN': '属性类型不正确', 'en-US': 'A property has the wrong type' },
  79313: { status: 400, 'zh-CN': '属性值不在允许的取值中', 'en-US': 'A property value is not one of the allowed values' },
  79314: { status: 400, 'zh-CN': '属性未在事件中定义', 'en-US': 'A property is not defined for the event' },
  79315: { status: 400, 'zh-CN': '事件时间超出可接收范围（最多延迟7天）', 'en-US': 'The event time is out of range (at most 7 days late)' },
  79316: { status: 400, 'zh-CN': '事件属性过大', 'en-US': 'The event properties are too large' },
  79317: { status: 409, 'zh-CN': '事件库已满，无法再登记事件', 'en-US': 'The event registry is full' },
  79320: { status: 400, 'zh-CN': '查询时间范围不能超过31天', 'en-US': 'The search window must not exceed 31 days' },
  79321: { status: 400, 'zh-CN': '请至少填写SN、事件或客户端事件ID之一', 'en-US': 'Give an SN, an event or a client event id to search by' },
  79322: { status: 400, 'zh-CN': '开始时间不能晚于结束时间', 'en-US': 'The start must not be after the end' },
  79323: { status: 400, 'zh-CN': '统计时间范围不能超过366天', 'en-US': 'The window must not exceed 366 days' },
  // project: dashboards (issue 34) — 79401–79449
  79401: { status: 400, 'zh-CN': '收件人没有查看数据大屏的权限', 'en-US': 'A recipient may not view dashboards' },
  79402: { status: 400, 'zh-CN': '收件人不存在、已停用或没有邮箱', 'en-US': 'A recipient does not exist, is disabled or has no e-mail address' },
  79403: { status: 400, 'zh-CN': '月份超出可查询范围', 'en-US': 'The month is outside the range that can be shown' },
  79404: { status: 400, 'zh-CN': '定时发送任务数量已达上限', 'en-US': 'The number of scheduled dashboard e-mails has reached its limit' },
  79405: {
    status: 503,
    'zh-CN': '服务器没有可写中文的字体，无法导出 PDF（请安装 fonts-noto-cjk 或设置 DASHBOARD_PDF_FONT）',
    'en-US': 'The server has no font that writes Chinese, so the PDF cannot be made (install fonts-noto-cjk or set DASHBOARD_PDF_FONT)',
  },
  // project: legal (issue 36) — 79501–79549
  79501: { status: 409, 'zh-CN': '已发布的文档版本不能修改，请新增版本', 'en-US': 'A published document version cannot be changed; add a new version' },
  79502: { status: 409, 'zh-CN': '不能审核或发布自己编写或修改过的文档版本', 'en-US': 'You cannot review or publish a document version you wrote or changed' },
  79503: { status: 400, 'zh-CN': '文档缺少必填语言的正文', 'en-US': 'The document has no body in a required language' },
  79504: { status: 409, 'zh-CN': '该版本不是当前生效的版本或内容摘要不符', 'en-US': 'The version is not the current one, or its content hash does not match' },
  79505: { status: 409, 'zh-CN': '文档已有重要更新，请先阅读并同意', 'en-US': 'A document has changed materially; read and accept it first' },
  79506: { status: 404, 'zh-CN': '该应用没有适用的已发布文档', 'en-US': 'No published document of this type applies to the app' },
  79507: { status: 409, 'zh-CN': '没有可撤回的隐私同意', 'en-US': 'There is no privacy consent to withdraw' },
  79508: { status: 400, 'zh-CN': '软件编码不存在', 'en-US': 'A software code does not exist' },
  // project: ai (issue 36) — 79601–79649
  79601: { status: 400, 'zh-CN': '接口地址必须是 「http」 或 「https」 地址', 'en-US': 'The base URL must be an http or https address' },
  79602: { status: 400, 'zh-CN': '该模型没有设置密钥', 'en-US': 'The model has no secret set' },
  79603: { status: 400, 'zh-CN': '模型密钥只能写入，不能读取', 'en-US': "A model's secret can be written but never read back" },
  79604: { status: 404, 'zh-CN': '该场景在此语言下没有已审核通过的问答预设', 'en-US': 'The scene has no passed ask preset in this language' },
  79605: { status: 400, 'zh-CN': '问题超出长度上限', 'en-US': 'The question is longer than allowed' },
  79606: { status: 429, 'zh-CN': '该应用今日的 「AI」 预算已用完', 'en-US': "The app's AI budget for today is used up" },
  79607: { status: 502, 'zh-CN': '模型暂时无法回答，请稍后再试', 'en-US': 'No model could answer; try again later' },
  79608: { status: 400, 'zh-CN': '备用模型不存在、重复或就是模型本身', 'en-US': 'A fallback model does not exist, is repeated or is the model itself' },
  79609: { status: 400, 'zh-CN': '模型不存在或已停用', 'en-US': 'The model does not exist or is disabled' },
  79610: { status: 400, 'zh-CN': '您的角色不能使用该模型', 'en-US': 'Your role may not use this model' },
  79611: { status: 400, 'zh-CN': '角色不存在', 'en-US': 'A role does not exist' },
  79612: { status: 504, 'zh-CN': '模型响应超时', 'en-US': 'The model did not answer in time' },
  79613: { status: 429, 'zh-CN': '模型已达每分钟请求上限', 'en-US': 'The model has reached its requests per minute' },
  79614: { status: 409, 'zh-CN': '该应用没有设置 「AI」 每日预算，不能使用问答', 'en-US': 'The app has no AI daily budget set, so it cannot ask' },
  79615: { status: 400, 'zh-CN': '可引用的知识库分类不存在', 'en-US': 'A knowledge-base category the preset cites does not exist' },
  // project: marketing (issue 36) — 79701–79749
  79701: { status: 400, 'zh-CN': '广告链接只能是 「http」 或 「https」 地址', 'en-US': 'An ad link must be an http or https address' },
  79702: { status: 400, 'zh-CN': '广告图片不存在或不是广告图片', 'en-US': 'The ad image does not exist or is not an ad image' },
  79703: { status: 409, 'zh-CN': '活动未开始或已结束，不能参与', 'en-US': 'The activity has not started or has ended' },
  79704: { status: 409, 'zh-CN': '活动参与名额已满', 'en-US': 'The activity has reached its usage limit' },
  79705: {
    status: 404,
    'zh-CN': '广告位、活动或推荐场景不存在或未启用',
    'en-US': 'The ad slot, activity or recommendation scene does not exist or is disabled',
  },
  79706: { status: 400, 'zh-CN': '设置了预算的活动必须填写每位客户奖励', 'en-US': 'An activity with a budget needs a reward per customer' },
  79707: { status: 409, 'zh-CN': '活动预算已用完', 'en-US': "The activity's budget is spent" },
  // project: mall (issue 35) — 79801–79849
  79801: { status: 400, 'zh-CN': '商品不存在或未上架', 'en-US': 'The goods do not exist or are not on sale' },
  79802: { status: 409, 'zh-CN': '该类型的卡暂无库存', 'en-US': 'No card of this type is in stock' },
  79803: {
    status: 409,
    'zh-CN': '订单不是待支付状态（已支付、已取消或已过期），不能支付或取消',
    'en-US': 'The order is not unpaid (paid, cancelled or expired): it cannot be paid or cancelled',
  },
  79804: { status: 401, 'zh-CN': '支付回调签名无效', 'en-US': 'The payment callback signature is invalid' },
  79805: { status: 409, 'zh-CN': '支付回调的随机串已使用过（重放）', 'en-US': 'The payment callback nonce was already used (replay)' },
  79806: { status: 401, 'zh-CN': '支付回调的时间戳已过期或应用标识错误', 'en-US': 'The payment callback timestamp is stale or the app key is wrong' },
  79807: { status: 400, 'zh-CN': '退款金额超过可退金额（已支付减已退款）', 'en-US': 'The refund is more than can be refunded (paid less refunded)' },
  79808: { status: 400, 'zh-CN': '支付渠道不存在或不可用', 'en-US': 'The payment provider does not exist or is unavailable' },
  79809: { status: 409, 'zh-CN': '支付记录不存在或金额与订单不符', 'en-US': 'The payment record does not exist or its amount does not match the order' },
  79810: { status: 400, 'zh-CN': '一个订单的商品须为同一币种', 'en-US': "An order's goods must all be in one currency" },
  79811: { status: 409, 'zh-CN': '订单没有已支付的金额可退', 'en-US': 'The order has no paid amount to refund' },
  // project: saved views (issue 37) — 79951–79959
  79951: { status: 409, 'zh-CN': '已有同名视图', 'en-US': 'You already have a view with this name' },
  79952: { status: 409, 'zh-CN': '每个列表最多保存 30 个视图', 'en-US': 'A list keeps at most 30 views of yours' },
  79953: { status: 409, 'zh-CN': '只有视图的创建者可以修改或删除它', 'en-US': 'Only the person who saved the view may change or delete it' },
  // project: finance (issue 35) — 79901–79949
  79901: {
    status: 400,
    'zh-CN': '报表行数超过后台导出上限（100 万行），请缩小筛选范围',
    'en-US': 'The report has more rows than a background export may hold (1,000,000): narrow the filters',
  },
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

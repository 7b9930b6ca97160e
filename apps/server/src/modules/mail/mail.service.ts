import type {
  Language,
  TMailPreview,
  TMailPreviewRequest,
  TMailProvider,
  TMailProviderPageQuery,
  TMailScene,
  TMailScenePageQuery,
  TMailTemplate,
  TMailTemplateOption,
  TMailTemplatePageQuery,
  TMessageScene,
  TMessageScenePageQuery,
  TOwnSubscription,
  TPage,
  TReceivingTerminal,
  TReceivingTerminalPageQuery,
  TSaveMailProviderRequest,
  TSaveMailSceneRequest,
  TSaveMailTemplateRequest,
  TSaveMessageSceneRequest,
  TSaveTerminalRequest,
  TSetOwnSubscriptionRequest,
  TSetSubscriptionRequest,
  TSubscriber,
  TSubscriptionPageQuery,
  TSubscriptionTopic,
  TTemplateConfig,
  TTestMailRequest,
  TUpdateMailProviderRequest,
  TUpdateMailSceneRequest,
  TUpdateMailTemplateRequest,
  TUpdateMessageSceneRequest,
  TUpdateTerminalRequest,
} from '@diagops/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { AppError, found } from '../../platform/http/errors';
import { mutate, uniqueOr10120 } from '../../platform/kit/mutation';
import { deleteVersioned, updateVersioned } from '../../platform/kit/versioned';
import { type CustomerCaller, customerColumns, getCustomer, recordCustomerEvent } from '../customers';
import { type MailLanguage, renderContent, sendEmail } from './mail.delivery';
import { encryptSecret } from './mail.keys';
import { usedVariables } from './mail.render';
import { messageScenePage, providerPage, scenePage, subscriberPage, templatePage, terminalPage } from './mail.repository';
import { TEMPLATE_CONFIG_DEFAULTS } from './mail.seed';
import {
  type MailContent,
  mailProviders,
  mailScenes,
  mailSubscriptions,
  mailTemplateConfig,
  mailTemplates,
  messageScenes,
  receivingTerminals,
  subscriptionTopics,
} from './mail.tables';
import { setSubscription } from './mail.unsubscribe';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const bad = (field: string, message: string) => new AppError(1001, { errors: [{ field, message }] });

// ---- providers ----

type ProviderRow = typeof mailProviders.$inferSelect;
/** What a reply and the operation log may hold of a provider: everything but the secret. */
function presentProvider(r: ProviderRow): TMailProvider {
  return {
    id: r.id,
    name: r.name,
    host: r.host,
    port: r.port,
    security: r.security as TMailProvider['security'],
    username: r.username,
    hasSecret: r.secretCipher !== null,
    fromAddress: r.fromAddress,
    fromName: r.fromName,
    isDefault: r.isDefault,
    status: r.status as TMailProvider['status'],
    remark: r.remark,
    lastTestTime: iso(r.lastTestAt),
    lastTestOk: r.lastTestOk,
    lastTestError: r.lastTestError,
    version: r.version,
    createTime: r.createdAt.toISOString(),
    updateTime: r.updatedAt.toISOString(),
  };
}
const logged = (r: ProviderRow | undefined) => (r ? presentProvider(r) : null);

export function providerPageOf(ctx: AppContext, q: TMailProviderPageQuery): Promise<TPage<TMailProvider>> {
  return providerPage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await ctx.db
      .select()
      .from(mailProviders)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    return rows.map(presentProvider);
  });
}

export async function getProvider(ctx: AppContext, id: number): Promise<TMailProvider> {
  const [r] = await ctx.db
    .select()
    .from(mailProviders)
    .where(and(eq(mailProviders.id, id), eq(mailProviders.delFlag, false)));
  return presentProvider(found(r));
}

/** The first live provider becomes the default; making one the default takes it from the others. */
async function settleDefault(tx: Tx, id: number, wantsDefault: boolean) {
  if (wantsDefault) {
    await tx
      .update(mailProviders)
      .set({ isDefault: false })
      .where(and(eq(mailProviders.isDefault, true), sql`${mailProviders.id} <> ${id}`));
    await tx.update(mailProviders).set({ isDefault: true }).where(eq(mailProviders.id, id));
  }
}

export async function saveProvider(ctx: AppContext, req: FastifyRequest, body: TSaveMailProviderRequest): Promise<TMailProvider> {
  const { secret, ...values } = body;
  const row = await uniqueOr10120(
    mutate(ctx.db, req, { module: 'mailProvider', action: 'create' }, async (tx) => {
      const [{ n }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(mailProviders).where(eq(mailProviders.delFlag, false))) as [{ n: number }];
      const isDefault = values.isDefault || n === 0;
      const [created] = await tx
        .insert(mailProviders)
        .values({
          ...values,
          isDefault: false,
          username: values.username || null,
          fromName: values.fromName || null,
          remark: values.remark ?? null,
          secretCipher: secret ? encryptSecret(secret) : null,
          createdBy: req.auth!.userId,
        })
        .returning();
      await settleDefault(tx, created!.id, isDefault);
      return { result: created!, targetId: created!.id, after: logged(created) };
    }),
  );
  return getProvider(ctx, row.id);
}

export async function updateProvider(ctx: AppContext, req: FastifyRequest, body: TUpdateMailProviderRequest): Promise<TMailProvider> {
  const { id, version, secret, ...values } = body;
  await uniqueOr10120(
    mutate(ctx.db, req, { module: 'mailProvider', action: 'update' }, async (tx) => {
      const secretChange = secret === undefined || secret === null ? {} : { secretCipher: secret === '' ? null : encryptSecret(secret) };
      const { before, after } = await updateVersioned(tx, mailProviders, id, version, {
        ...values,
        isDefault: undefined,
        username: values.username || null,
        fromName: values.fromName || null,
        remark: values.remark ?? null,
        ...secretChange,
      });
      await settleDefault(tx, id, values.isDefault);
      return { result: after, targetId: id, before: logged(before), after: logged(after) };
    }),
  );
  return getProvider(ctx, id);
}

export async function deleteProvider(ctx: AppContext, req: FastifyRequest, id: number, version: number): Promise<void> {
  await mutate(ctx.db, req, { module: 'mailProvider', action: 'delete' }, async (tx) => {
    const [used] = await tx
      .select({ id: mailScenes.id })
      .from(mailScenes)
      .where(and(eq(mailScenes.providerId, id), eq(mailScenes.delFlag, false)))
      .limit(1);
    if (used) throw new AppError(1015);
    const before = await deleteVersioned(tx, mailProviders, id, version);
    await tx.update(mailProviders).set({ isDefault: false }).where(eq(mailProviders.id, id));
    return { result: undefined, targetId: id, before: logged(before) };
  });
}

/** Sends a test mail through one provider and records the outcome on it; a failure answers 1014 with the server's reply. */
export async function testProvider(ctx: AppContext, req: FastifyRequest, body: TTestMailRequest, lang: Language): Promise<{ messageId: string }> {
  const p = await getProvider(ctx, body.id);
  const subject = lang === 'zh-CN' ? `DiagOps 测试邮件 · ${p.name}` : `DiagOps test e-mail · ${p.name}`;
  const text = lang === 'zh-CN' ? '这是一封测试邮件：邮件服务商配置可用。' : 'This is a test e-mail: the e-mail provider works.';
  const at = new Date(ctx.clock.now());
  try {
    const sent = await sendEmail(ctx.db, { providerId: p.id, to: body.to, subject, html: `<p>${text}</p>`, text });
    await ctx.db.update(mailProviders).set({ lastTestAt: at, lastTestOk: true, lastTestError: null }).where(eq(mailProviders.id, p.id));
    return sent;
  } catch (err) {
    const reason = err instanceof AppError ? String((err.data as { reason?: string } | null)?.reason ?? err.code) : 'failed';
    await ctx.db
      .update(mailProviders)
      .set({ lastTestAt: at, lastTestOk: false, lastTestError: reason.slice(0, 500) })
      .where(eq(mailProviders.id, p.id));
    throw err;
  } finally {
    void req;
  }
}

// ---- templates ----

type TemplateRow = typeof mailTemplates.$inferSelect;
function presentTemplate(r: TemplateRow): TMailTemplate {
  const languages = (['zh-CN', 'en-US'] as const).filter((l) => r.contents[l]);
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    kind: r.kind as TMailTemplate['kind'],
    topic: r.topic,
    variables: r.variables,
    contents: r.contents,
    languages,
    status: r.status as TMailTemplate['status'],
    remark: r.remark,
    version: r.version,
    createTime: r.createdAt.toISOString(),
    updateTime: r.updatedAt.toISOString(),
  };
}

/**
 * A template's own checks: variable names unique; every placeholder well formed (74104) and
 * declared (74103, naming the variable and the field); a subscription template names a topic.
 */
async function checkTemplate(db: DbOrTx, body: TSaveMailTemplateRequest) {
  const names = body.variables.map((v) => v.name);
  const dup = names.find((n, i) => names.indexOf(n) !== i);
  if (dup) throw bad('variables', 'a variable is declared twice');
  const declared = new Set([...names, ...Object.keys(TEMPLATE_CONFIG_DEFAULTS), 'unsubscribeUrl']);
  for (const lang of ['zh-CN', 'en-US'] as const) {
    const c = body.contents[lang];
    if (!c) continue;
    for (const field of ['subject', 'body'] as const) {
      const path = `contents.${lang}.${field}`;
      for (const v of usedVariables(c[field], path)) {
        if (!declared.has(v)) throw new AppError(74103, { errors: [{ field: path, message: 'the variable is not declared' }], variable: v });
      }
    }
  }
  if (body.kind === 'subscription') {
    if (!body.topic) throw bad('topic', 'required');
    const [t] = await db.select({ code: subscriptionTopics.code }).from(subscriptionTopics).where(eq(subscriptionTopics.code, body.topic));
    if (!t) throw bad('topic', 'unknown topic');
  }
}

/** Shared variables (template configuration and the unsubscribe link) are declared implicitly. */
async function withShared(db: DbOrTx, variables: TSaveMailTemplateRequest['variables']) {
  const config = await templateConfig(db);
  const own = new Set(variables.map((v) => v.name));
  const shared = [...Object.entries(config), ['unsubscribeUrl', 'https://example.com/unsubscribe']]
    .filter(([k]) => !own.has(k!))
    .map(([name, sample]) => ({ name: name!, description: '', sample: sample! }));
  return [...variables, ...shared];
}

export function templatePageOf(ctx: AppContext, q: TMailTemplatePageQuery): Promise<TPage<TMailTemplate>> {
  return templatePage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await ctx.db
      .select()
      .from(mailTemplates)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    return rows.map(presentTemplate);
  });
}

export async function getTemplate(ctx: AppContext, id: number): Promise<TMailTemplate> {
  const [r] = await ctx.db
    .select()
    .from(mailTemplates)
    .where(and(eq(mailTemplates.id, id), eq(mailTemplates.delFlag, false)));
  if (!r) throw new AppError(74101);
  return presentTemplate(r);
}

export async function templateOptions(ctx: AppContext): Promise<TMailTemplateOption[]> {
  const rows = await ctx.db
    .select({ id: mailTemplates.id, code: mailTemplates.code, name: mailTemplates.name, kind: mailTemplates.kind })
    .from(mailTemplates)
    .where(eq(mailTemplates.delFlag, false))
    .orderBy(asc(mailTemplates.code))
    .limit(1000);
  return rows.map((r) => ({ ...r, kind: r.kind as TMailTemplateOption['kind'] }));
}

const contentsOf = (c: TSaveMailTemplateRequest['contents']) => {
  const out: Partial<Record<MailLanguage, MailContent>> = {};
  for (const l of ['zh-CN', 'en-US'] as const) if (c[l]) out[l] = c[l];
  return out;
};

export async function saveTemplate(ctx: AppContext, req: FastifyRequest, body: TSaveMailTemplateRequest): Promise<TMailTemplate> {
  await checkTemplate(ctx.db, body);
  const row = await uniqueOr10120(
    mutate(ctx.db, req, { module: 'mailTemplate', action: 'create' }, async (tx) => {
      const [created] = await tx
        .insert(mailTemplates)
        .values({
          ...body,
          topic: body.kind === 'subscription' ? (body.topic ?? null) : null,
          contents: contentsOf(body.contents),
          remark: body.remark ?? null,
          createdBy: req.auth!.userId,
        })
        .returning();
      return { result: created!, targetId: created!.id, after: created };
    }),
  );
  return getTemplate(ctx, row.id);
}

export async function updateTemplate(ctx: AppContext, req: FastifyRequest, body: TUpdateMailTemplateRequest): Promise<TMailTemplate> {
  const { id, version, ...values } = body;
  await checkTemplate(ctx.db, values);
  await uniqueOr10120(
    mutate(ctx.db, req, { module: 'mailTemplate', action: 'update' }, async (tx) => {
      const { before, after } = await updateVersioned(tx, mailTemplates, id, version, {
        ...values,
        topic: values.kind === 'subscription' ? (values.topic ?? null) : null,
        contents: contentsOf(values.contents),
        remark: values.remark ?? null,
      });
      return { result: after, targetId: id, before, after };
    }),
  );
  return getTemplate(ctx, id);
}

export async function deleteTemplate(ctx: AppContext, req: FastifyRequest, id: number, version: number): Promise<void> {
  await mutate(ctx.db, req, { module: 'mailTemplate', action: 'delete' }, async (tx) => {
    const [scene] = await tx
      .select({ id: mailScenes.id })
      .from(mailScenes)
      .where(and(eq(mailScenes.templateId, id), eq(mailScenes.delFlag, false)))
      .limit(1);
    const [bound] = await tx
      .select({ id: messageScenes.id })
      .from(messageScenes)
      .where(and(eq(messageScenes.delFlag, false), sql`${messageScenes.bindings} @> ${JSON.stringify([{ templateId: id }])}::jsonb`))
      .limit(1);
    if (scene || bound) throw new AppError(1015);
    const before = await deleteVersioned(tx, mailTemplates, id, version);
    return { result: undefined, targetId: id, before };
  });
}

/** The live preview: renders unsaved content with the given values, else each variable's sample (shared ones from the configuration). */
export async function preview(ctx: AppContext, body: TMailPreviewRequest): Promise<TMailPreview> {
  const variables = await withShared(ctx.db, body.variables);
  const values: Record<string, string> = {};
  for (const v of variables) values[v.name] = body.values?.[v.name] ?? v.sample;
  const field = `contents.${body.language}`;
  if (!body.subject.trim() || !body.body.trim()) throw new AppError(74102, { errors: [{ field, message: 'required' }] });
  return renderContent(
    variables.map((v) => v.name),
    { subject: body.subject, body: body.body },
    body.language,
    values,
  );
}

// ---- e-mail scenes ----

async function checkRefs(db: DbOrTx, templateId: number | null | undefined, providerId: number | null | undefined) {
  if (templateId) {
    const [t] = await db
      .select({ id: mailTemplates.id })
      .from(mailTemplates)
      .where(and(eq(mailTemplates.id, templateId), eq(mailTemplates.delFlag, false)));
    if (!t) throw bad('templateId', 'unknown template');
  }
  if (providerId) {
    const [p] = await db
      .select({ id: mailProviders.id })
      .from(mailProviders)
      .where(and(eq(mailProviders.id, providerId), eq(mailProviders.delFlag, false)));
    if (!p) throw bad('providerId', 'unknown provider');
  }
}

function selectScenes(db: DbOrTx) {
  return db
    .select({ s: mailScenes, templateName: mailTemplates.name, providerName: mailProviders.name })
    .from(mailScenes)
    .leftJoin(mailTemplates, eq(mailTemplates.id, mailScenes.templateId))
    .leftJoin(mailProviders, eq(mailProviders.id, mailScenes.providerId));
}
type SceneJoin = Awaited<ReturnType<ReturnType<typeof selectScenes>['execute']>>[number];
function presentScene({ s, templateName, providerName }: SceneJoin): TMailScene {
  return {
    id: s.id,
    code: s.code,
    name: s.name,
    description: s.description,
    templateId: s.templateId,
    templateName,
    providerId: s.providerId,
    providerName,
    status: s.status as TMailScene['status'],
    version: s.version,
    createTime: s.createdAt.toISOString(),
    updateTime: s.updatedAt.toISOString(),
  };
}

export function scenePageOf(ctx: AppContext, q: TMailScenePageQuery): Promise<TPage<TMailScene>> {
  return scenePage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await selectScenes(ctx.db)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    return rows.map(presentScene);
  });
}

export async function getScene(ctx: AppContext, id: number): Promise<TMailScene> {
  const [r] = await selectScenes(ctx.db).where(and(eq(mailScenes.id, id), eq(mailScenes.delFlag, false)));
  return presentScene(found(r));
}

export async function saveScene(ctx: AppContext, req: FastifyRequest, body: TSaveMailSceneRequest): Promise<TMailScene> {
  await checkRefs(ctx.db, body.templateId, body.providerId);
  const row = await uniqueOr10120(
    mutate(ctx.db, req, { module: 'mailScene', action: 'create' }, async (tx) => {
      const [created] = await tx
        .insert(mailScenes)
        .values({ ...body, templateId: body.templateId ?? null, providerId: body.providerId ?? null, createdBy: req.auth!.userId })
        .returning();
      return { result: created!, targetId: created!.id, after: created };
    }),
  );
  return getScene(ctx, row.id);
}

export async function updateScene(ctx: AppContext, req: FastifyRequest, body: TUpdateMailSceneRequest): Promise<TMailScene> {
  const { id, version, ...values } = body;
  await checkRefs(ctx.db, values.templateId, values.providerId);
  await uniqueOr10120(
    mutate(ctx.db, req, { module: 'mailScene', action: 'update' }, async (tx) => {
      const { before, after } = await updateVersioned(tx, mailScenes, id, version, {
        ...values,
        templateId: values.templateId ?? null,
        providerId: values.providerId ?? null,
      });
      return { result: after, targetId: id, before, after };
    }),
  );
  return getScene(ctx, id);
}

export async function deleteScene(ctx: AppContext, req: FastifyRequest, id: number, version: number): Promise<void> {
  await mutate(ctx.db, req, { module: 'mailScene', action: 'delete' }, async (tx) => {
    const before = await deleteVersioned(tx, mailScenes, id, version);
    return { result: undefined, targetId: id, before };
  });
}

// ---- message scenes ----

type MessageSceneRow = typeof messageScenes.$inferSelect;
async function presentMessageScenes(db: DbOrTx, rows: MessageSceneRow[]): Promise<TMessageScene[]> {
  const ids = [...new Set(rows.flatMap((r) => r.bindings.map((b) => b.templateId)))];
  const names = ids.length ? await db.select({ id: mailTemplates.id, name: mailTemplates.name }).from(mailTemplates).where(inArray(mailTemplates.id, ids)) : [];
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    description: r.description,
    bindings: r.bindings.map((b) => ({ ...b, templateName: nameOf.get(b.templateId) ?? null })),
    status: r.status as TMessageScene['status'],
    version: r.version,
    createTime: r.createdAt.toISOString(),
    updateTime: r.updatedAt.toISOString(),
  }));
}

async function checkBindings(db: DbOrTx, bindings: TSaveMessageSceneRequest['bindings']) {
  for (const [i, b] of bindings.entries()) {
    const [t] = await db
      .select({ id: mailTemplates.id })
      .from(mailTemplates)
      .where(and(eq(mailTemplates.id, b.templateId), eq(mailTemplates.delFlag, false)));
    if (!t) throw bad(`bindings.${i}.templateId`, 'unknown template');
  }
}

export function messageScenePageOf(ctx: AppContext, q: TMessageScenePageQuery): Promise<TPage<TMessageScene>> {
  return messageScenePage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await ctx.db
      .select()
      .from(messageScenes)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    return presentMessageScenes(ctx.db, rows);
  });
}

export async function getMessageScene(ctx: AppContext, id: number): Promise<TMessageScene> {
  const [r] = await ctx.db
    .select()
    .from(messageScenes)
    .where(and(eq(messageScenes.id, id), eq(messageScenes.delFlag, false)));
  const [out] = await presentMessageScenes(ctx.db, [found(r)]);
  return out!;
}

export async function saveMessageScene(ctx: AppContext, req: FastifyRequest, body: TSaveMessageSceneRequest): Promise<TMessageScene> {
  await checkBindings(ctx.db, body.bindings);
  const row = await uniqueOr10120(
    mutate(ctx.db, req, { module: 'messageScene', action: 'create' }, async (tx) => {
      const [created] = await tx
        .insert(messageScenes)
        .values({ ...body, createdBy: req.auth!.userId })
        .returning();
      return { result: created!, targetId: created!.id, after: created };
    }),
  );
  return getMessageScene(ctx, row.id);
}

export async function updateMessageScene(ctx: AppContext, req: FastifyRequest, body: TUpdateMessageSceneRequest): Promise<TMessageScene> {
  const { id, version, ...values } = body;
  await checkBindings(ctx.db, values.bindings);
  await uniqueOr10120(
    mutate(ctx.db, req, { module: 'messageScene', action: 'update' }, async (tx) => {
      const { before, after } = await updateVersioned(tx, messageScenes, id, version, values);
      return { result: after, targetId: id, before, after };
    }),
  );
  return getMessageScene(ctx, id);
}

export async function deleteMessageScene(ctx: AppContext, req: FastifyRequest, id: number, version: number): Promise<void> {
  await mutate(ctx.db, req, { module: 'messageScene', action: 'delete' }, async (tx) => {
    const before = await deleteVersioned(tx, messageScenes, id, version);
    return { result: undefined, targetId: id, before };
  });
}

// ---- subscriptions ----

export async function topics(ctx: AppContext, lang: Language): Promise<TSubscriptionTopic[]> {
  const rows = await ctx.db.select().from(subscriptionTopics).orderBy(asc(subscriptionTopics.sort));
  return rows.map((r) => ({ code: r.code, name: lang === 'zh-CN' ? r.nameZh : r.nameEn }));
}

export async function subscriberPageOf(ctx: AppContext, q: TSubscriptionPageQuery): Promise<TPage<TSubscriber>> {
  return subscriberPage(q.topic).run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await ctx.db
      .select({
        id: customerColumns.id,
        account: customerColumns.account,
        email: customerColumns.email,
        name: customerColumns.name,
        country: customerColumns.country,
      })
      .from(customerColumns)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    const ids = rows.map((r) => r.id);
    const subs = ids.length ? await ctx.db.select().from(mailSubscriptions).where(inArray(mailSubscriptions.customerId, ids)) : [];
    return rows.map((r) => {
      const own = subs.filter((s) => s.customerId === r.id);
      const last = own.reduce<Date | null>((m, s) => (!m || s.updatedAt > m ? s.updatedAt : m), null);
      return {
        customerId: r.id,
        account: r.account,
        email: r.email,
        name: r.name,
        country: r.country,
        unsubscribed: own.filter((s) => !s.subscribed).map((s) => s.topic),
        changedBy: (own.find((s) => s.updatedAt === last)?.source ?? null) as TSubscriber['changedBy'],
        updateTime: iso(last),
      };
    });
  });
}

export async function changeSubscription(ctx: AppContext, req: FastifyRequest, body: TSetSubscriptionRequest): Promise<void> {
  if (!(await getCustomer(ctx, body.customerId))) throw bad('customerId', 'unknown customer');
  const [t] = await ctx.db.select({ code: subscriptionTopics.code }).from(subscriptionTopics).where(eq(subscriptionTopics.code, body.topic));
  if (!t) throw bad('topic', 'unknown topic');
  await mutate(ctx.db, req, { module: 'mailSubscription', action: 'update' }, async () => ({ result: undefined, targetId: body.customerId, after: body }));
  await setSubscription(ctx, body.customerId, body.topic, body.subscribed, 'staff');
}

/** The customer API: every topic with the signed-in customer's choice (no row = subscribed). */
export async function ownSubscriptions(ctx: AppContext, me: CustomerCaller): Promise<TOwnSubscription[]> {
  const [all, mine] = await Promise.all([topics(ctx, me.language), ctx.db.select().from(mailSubscriptions).where(eq(mailSubscriptions.customerId, me.id))]);
  return all.map((t) => ({ ...t, subscribed: mine.find((s) => s.topic === t.code)?.subscribed ?? true }));
}

/** The customer turns one of their own topics on or off; the customer's detail records it. */
export async function setOwnSubscription(ctx: AppContext, me: CustomerCaller, body: TSetOwnSubscriptionRequest): Promise<TOwnSubscription[]> {
  const [t] = await ctx.db.select({ code: subscriptionTopics.code }).from(subscriptionTopics).where(eq(subscriptionTopics.code, body.topic));
  if (!t) throw bad('topic', 'unknown topic');
  await ctx.db.transaction(async (tx) => {
    await setSubscription(ctx, me.id, body.topic, body.subscribed, 'customer', tx);
    await recordCustomerEvent(ctx, tx, {
      customerId: me.id,
      kind: 'mailSubscription',
      detail: { topic: body.topic, subscribed: body.subscribed },
      actor: { kind: 'customer', id: me.id },
    });
  });
  return ownSubscriptions(ctx, me);
}

// ---- template configuration ----

export async function templateConfig(db: DbOrTx): Promise<TTemplateConfig> {
  const rows = await db.select().from(mailTemplateConfig);
  const out: Record<string, string> = { ...TEMPLATE_CONFIG_DEFAULTS };
  for (const r of rows) if (r.key in out) out[r.key] = r.value;
  return out as TTemplateConfig;
}

export async function saveTemplateConfig(ctx: AppContext, req: FastifyRequest, body: TTemplateConfig): Promise<TTemplateConfig> {
  await mutate(ctx.db, req, { module: 'templateConfig', action: 'update' }, async (tx) => {
    const before = await templateConfig(tx);
    for (const [key, value] of Object.entries(body)) {
      await tx
        .insert(mailTemplateConfig)
        .values({ key, value })
        .onConflictDoUpdate({ target: mailTemplateConfig.key, set: { value, updatedAt: new Date(ctx.clock.now()) } });
    }
    return { result: undefined, targetId: null, before, after: body };
  });
  return templateConfig(ctx.db);
}

// ---- receiving terminals ----

type TerminalRow = typeof receivingTerminals.$inferSelect;
function presentTerminal(r: TerminalRow): TReceivingTerminal {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    sort: r.sort,
    status: r.status as TReceivingTerminal['status'],
    remark: r.remark,
    version: r.version,
    createTime: r.createdAt.toISOString(),
    updateTime: r.updatedAt.toISOString(),
  };
}

export function terminalPageOf(ctx: AppContext, q: TReceivingTerminalPageQuery): Promise<TPage<TReceivingTerminal>> {
  return terminalPage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await ctx.db
      .select()
      .from(receivingTerminals)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    return rows.map(presentTerminal);
  });
}

export async function getTerminal(ctx: AppContext, id: number): Promise<TReceivingTerminal> {
  const [r] = await ctx.db
    .select()
    .from(receivingTerminals)
    .where(and(eq(receivingTerminals.id, id), eq(receivingTerminals.delFlag, false)));
  return presentTerminal(found(r));
}

export async function saveTerminal(ctx: AppContext, req: FastifyRequest, body: TSaveTerminalRequest): Promise<TReceivingTerminal> {
  const row = await uniqueOr10120(
    mutate(ctx.db, req, { module: 'receivingTerminal', action: 'create' }, async (tx) => {
      const [created] = await tx
        .insert(receivingTerminals)
        .values({ ...body, remark: body.remark ?? null })
        .returning();
      return { result: created!, targetId: created!.id, after: created };
    }),
  );
  return getTerminal(ctx, row.id);
}

export async function updateTerminal(ctx: AppContext, req: FastifyRequest, body: TUpdateTerminalRequest): Promise<TReceivingTerminal> {
  const { id, version, ...values } = body;
  await uniqueOr10120(
    mutate(ctx.db, req, { module: 'receivingTerminal', action: 'update' }, async (tx) => {
      const { before, after } = await updateVersioned(tx, receivingTerminals, id, version, { ...values, remark: values.remark ?? null });
      return { result: after, targetId: id, before, after };
    }),
  );
  return getTerminal(ctx, id);
}

export async function deleteTerminal(ctx: AppContext, req: FastifyRequest, id: number, version: number): Promise<void> {
  await mutate(ctx.db, req, { module: 'receivingTerminal', action: 'delete' }, async (tx) => {
    const before = await deleteVersioned(tx, receivingTerminals, id, version);
    return { result: undefined, targetId: id, before };
  });
}

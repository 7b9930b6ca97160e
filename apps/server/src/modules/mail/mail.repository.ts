import type {
  TMailProviderPageQuery,
  TMailScenePageQuery,
  TMailTemplatePageQuery,
  TMessageScenePageQuery,
  TReceivingTerminalPageQuery,
  TSubscriptionPageQuery,
} from '@diagops/contracts';
import { eq, or, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { definePage, startsWith } from '../../platform/kit/page';
import { customerColumns } from '../customers';
import { mailProviders, mailScenes, mailSubscriptions, mailTemplates, messageScenes, receivingTerminals } from './mail.tables';

export const providerPage = definePage<TMailProviderPageQuery>({
  table: mailProviders,
  base: eq(mailProviders.delFlag, false),
  filters: { name: (v) => startsWith(mailProviders.name, v), status: (v) => eq(mailProviders.status, v) },
  sortable: { name: mailProviders.name, createTime: mailProviders.createdAt },
  defaultSort: [{ column: mailProviders.createdAt, order: 'desc' }],
  tiebreak: mailProviders.id,
});

export const templatePage = definePage<TMailTemplatePageQuery>({
  table: mailTemplates,
  base: eq(mailTemplates.delFlag, false),
  filters: {
    code: (v) => startsWith(mailTemplates.code, v),
    name: (v) => startsWith(mailTemplates.name, v),
    kind: (v) => eq(mailTemplates.kind, v),
    status: (v) => eq(mailTemplates.status, v),
  },
  sortable: { code: mailTemplates.code, name: mailTemplates.name, createTime: mailTemplates.createdAt, updateTime: mailTemplates.updatedAt },
  defaultSort: [{ column: mailTemplates.createdAt, order: 'desc' }],
  tiebreak: mailTemplates.id,
});

export const scenePage = definePage<TMailScenePageQuery>({
  table: mailScenes,
  base: eq(mailScenes.delFlag, false),
  filters: { code: (v) => startsWith(mailScenes.code, v), name: (v) => startsWith(mailScenes.name, v), status: (v) => eq(mailScenes.status, v) },
  sortable: { code: mailScenes.code, createTime: mailScenes.createdAt },
  defaultSort: [{ column: mailScenes.createdAt, order: 'desc' }],
  tiebreak: mailScenes.id,
});

export const messageScenePage = definePage<TMessageScenePageQuery>({
  table: messageScenes,
  base: eq(messageScenes.delFlag, false),
  filters: { code: (v) => startsWith(messageScenes.code, v), name: (v) => startsWith(messageScenes.name, v), status: (v) => eq(messageScenes.status, v) },
  sortable: { code: messageScenes.code, createTime: messageScenes.createdAt },
  defaultSort: [{ column: messageScenes.createdAt, order: 'desc' }],
  tiebreak: messageScenes.id,
});

export const terminalPage = definePage<TReceivingTerminalPageQuery>({
  table: receivingTerminals,
  base: eq(receivingTerminals.delFlag, false),
  filters: {
    code: (v) => startsWith(receivingTerminals.code, v),
    name: (v) => or(startsWith(receivingTerminals.name, v)),
    status: (v) => eq(receivingTerminals.status, v),
  },
  sortable: { sort: receivingTerminals.sort, createTime: receivingTerminals.createdAt },
  defaultSort: [{ column: receivingTerminals.sort, order: 'asc' }],
  tiebreak: receivingTerminals.id,
});

/**
 * Subscribers: live customers (the customers area's read-only columns) with the topics they
 * left. subscribed=false lists customers with an unsubscribe row for the topic (any topic when
 * none is given); subscribed=true those without one. Built per query: the state filter needs the topic.
 */
export function subscriberPage(topic: string | undefined) {
  const left = topic
    ? sql`exists (select 1 from ${mailSubscriptions} s where s.customer_id = ${customerColumns.id} and s.topic = ${topic} and s.subscribed = false)`
    : sql`exists (select 1 from ${mailSubscriptions} s where s.customer_id = ${customerColumns.id} and s.subscribed = false)`;
  return definePage<TSubscriptionPageQuery>({
    // a read-only view over the customers table (the page kit counts and seeks on it)
    table: customerColumns as unknown as PgTable,
    // the view names the customers table: its live rows
    base: sql`del_flag = false`,
    filters: {
      email: (v) => startsWith(customerColumns.email, v),
      subscribed: (v) => (v ? sql`not ${left}` : left),
      topic: () => undefined,
    },
    sortable: { createTime: customerColumns.id },
    defaultSort: [{ column: customerColumns.id, order: 'desc' }],
    tiebreak: customerColumns.id,
  });
}

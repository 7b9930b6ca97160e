import type { TChannel, TChannelPageQuery } from '@diagops/contracts';
import { eq, or } from 'drizzle-orm';
import { definePage, startsWith } from '../../platform/kit/page';
import { channels } from './supply.tables';

export type ChannelRow = typeof channels.$inferSelect;

export const channelPage = definePage<TChannelPageQuery>({
  table: channels,
  base: eq(channels.delFlag, false),
  filters: {
    code: (v) => startsWith(channels.code, v),
    name: (v) => or(startsWith(channels.nameZh, v), startsWith(channels.nameEn, v)),
    platform: (v) => eq(channels.platform, v),
    enabled: (v) => eq(channels.enabled, v),
  },
  sortable: { code: channels.code, createTime: channels.createdAt, updateTime: channels.updatedAt },
  defaultSort: [{ column: channels.code, order: 'asc' }],
  tiebreak: channels.id,
});

export function presentChannel(r: ChannelRow): TChannel {
  return {
    id: r.id,
    code: r.code,
    nameZh: r.nameZh,
    nameEn: r.nameEn,
    platform: r.platform,
    site: r.site,
    enabled: r.enabled,
    version: r.version,
    createTime: r.createdAt.toISOString(),
    updateTime: r.updatedAt.toISOString(),
  };
}

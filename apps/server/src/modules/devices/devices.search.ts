import { DEVICE_PERMISSIONS as P } from '@diagops/contracts';
import { and, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { aliased, inPatternOrder, type OwnersBySn, rankOf, type SearchSource, startsWithTerm } from '../../platform/search/search-sources';
import { devices } from './devices.tables';

/** Devices by SN prefix (the devices_sn_prefix_idx index), the device detail as their screen. */
export const deviceSearch = (ctx: AppContext): SearchSource => ({
  kind: 'device',
  permission: P.deviceView.name,
  query: (_req, term) =>
    ctx.db
      .select(aliased({ id: devices.id, sn: devices.sn }))
      .from(devices)
      .where(startsWithTerm(sql`lower(${devices.sn})`, term))
      .orderBy(inPatternOrder(sql`lower(${devices.sn})`))
      .limit(term.limit)
      .getSQL(),
  present: (rows, _req, term) =>
    rows.map((r) => {
      const d = r as { id: number; sn: string };
      return {
        kind: 'device' as const,
        id: String(d.id),
        title: d.sn,
        subtitle: null,
        path: `/brand/equipment/detailSN/${d.id}/${encodeURIComponent(d.sn)}`,
        rank: rankOf(d.sn, term),
      };
    }),
});

/** The owners of the devices whose SN starts with the term (see OwnersBySn): the customers' and orders' sources join it. */
export const deviceOwnersBySn =
  (ctx: AppContext): OwnersBySn =>
  (lower, limit) =>
    ctx.db
      .select({ customerId: devices.customerId, sn: devices.sn })
      .from(devices)
      .where(and(startsWithTerm(sql`lower(${devices.sn})`, { lower }), isNotNull(devices.customerId)))
      .orderBy(inPatternOrder(sql`lower(${devices.sn})`))
      .limit(limit)
      .getSQL();

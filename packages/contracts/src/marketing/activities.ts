import { z } from 'zod';
import { defineResource, resourceContracts, resourcePermissions } from '../kit/resource';
import { ZMoney, ZName, ZText } from '../kit/strings';
import { ACTIVITIES_ROUTE, ACTIVITY_PATHS, ACTIVITY_PERMISSION } from './marketing-names';
import { enumOf, ZCount, ZTime } from './shared';

export const ACTIVITY_TYPES = {
  checkIn: ['签到', 'Check-in'],
  lottery: ['抽奖', 'Lottery'],
  pointsGift: ['送积分', 'Points gift'],
  discount: ['优惠', 'Discount'],
} as const;
/** Derived from the clock, never stored: before its start, between start and end, after its end. */
export const ACTIVITY_PHASES = {
  notStarted: ['未开始', 'Not started'],
  running: ['进行中', 'Running'],
  ended: ['已结束', 'Ended'],
} as const;
export const ZActivityPhase = enumOf(ACTIVITY_PHASES);
export type ActivityPhase = z.infer<typeof ZActivityPhase>;

const ZRules = ZText.max(2000);
/**
 * A user activity: open to customers of the app between its start and end; `usageLimit` caps how
 * many customers may join it (first come, first served), `budget` is what it may spend: each customer
 * who joins costs `rewardPerJoin` (a budget needs one, 79706), counted into `spent` in the same
 * statement that takes the place; once the budget cannot pay one more reward (or no place is left)
 * the activity stops reaching customers who have not joined (79707). An ended activity is kept as
 * it was (102052); statistics count the customers it reached and who joined, and what it spent.
 */
export const activityResource = defineResource({
  name: 'activity',
  label: ['用户活动', 'User activity'],
  api: { service: 'marketing', base: '/activity' },
  screen: {
    route: ACTIVITIES_ROUTE,
    forms: 'routes',
    formPaths: ACTIVITY_PATHS,
    menu: { parent: '/marketing', icon: 'GiftOutlined', sortOrder: 4, label: ['用户活动', 'User activities'] },
    rowName: 'name',
  },
  fields: {
    name: { schema: ZName, label: ['活动名称', 'Activity name'], filter: 'prefix', sort: true, list: { width: 180, fixed: 'left' } },
    phase: {
      schema: ZActivityPhase,
      label: ['活动状态', 'Phase'],
      kind: 'select',
      options: { values: ACTIVITY_PHASES, colors: { notStarted: 'blue', running: 'green', ended: 'default' } },
      readOnly: true,
      filter: 'eq',
      list: { width: 100 },
    },
    type: {
      schema: enumOf(ACTIVITY_TYPES),
      label: ['活动类型', 'Type'],
      kind: 'select',
      options: { values: ACTIVITY_TYPES },
      filter: 'eq',
      list: { width: 110 },
    },
    startTime: { schema: ZTime, label: ['开始时间', 'Starts at'], kind: 'dateTime', sort: true, list: { width: 160 } },
    endTime: { schema: ZTime, label: ['结束时间', 'Ends at'], kind: 'dateTime', sort: true, list: { width: 160 } },
    usageLimit: { schema: ZCount.optional(), label: ['参与名额', 'Usage limit'], kind: 'number', list: { width: 100 } },
    joined: { schema: z.number(), label: ['参与客户', 'Customers joined'], kind: 'number', readOnly: true, list: { width: 100 } },
    reached: { schema: z.number(), label: ['触达客户', 'Customers reached'], kind: 'number', readOnly: true, list: { width: 100 }, xlsx: false },
    rulesZh: { schema: ZRules.min(1), label: ['中文规则', 'Rules (Chinese)'], kind: 'textarea', list: false, form: { span: 24 } },
    rulesEn: { schema: ZRules.min(1), label: ['英文规则', 'Rules (English)'], kind: 'textarea', list: false, form: { span: 24 } },
    budget: { schema: ZMoney.optional(), label: ['预算', 'Budget'], kind: 'money', list: { width: 110 } },
    rewardPerJoin: { schema: ZMoney.optional(), label: ['每位客户奖励', 'Reward per customer'], kind: 'money', list: { width: 120 } },
    spent: { schema: z.number(), label: ['已花费', 'Spent'], kind: 'money', readOnly: true, list: { width: 110 } },
  },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export'],
  permissions: ACTIVITY_PERMISSION,
  defaultSort: { field: 'startTime', order: 'desc' },
});

export const ACTIVITY_CONTRACTS = /* @__PURE__ */ resourceContracts(activityResource);
export const ACTIVITY_PERMISSIONS = /* @__PURE__ */ resourcePermissions(activityResource);
export type TActivity = z.infer<typeof ACTIVITY_CONTRACTS.ZRow>;

/** The calendar (/activitiesManagement/activitiesDate): the activities overlapping a month. */
export const ZActivityCalendarQuery = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/) }).strict();
export const ZActivityCalendarItem = z.object({
  id: z.number(),
  name: z.string(),
  type: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  phase: ZActivityPhase,
});
/** The statistics of one activity: customers reached and joined and what their rewards spent, in all and per day (UTC). */
export const ZActivityStatsQuery = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict();
export const ZActivityStats = z.object({
  id: z.number(),
  name: z.string(),
  phase: ZActivityPhase,
  usageLimit: z.number().nullable(),
  budget: z.number().nullable(),
  rewardPerJoin: z.number().nullable(),
  spent: z.number(),
  /** no place left, or the budget cannot pay one more reward: the activity reaches no new customer */
  exhausted: z.boolean(),
  reached: z.number(),
  joined: z.number(),
  days: z.array(z.object({ day: z.string(), reached: z.number(), joined: z.number(), spent: z.number() })),
});
export type TActivityStats = z.infer<typeof ZActivityStats>;

import type { TActivityStats } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { fetchPage, getJson } from '../../../shared/kit/kit-api';

export type CalendarItem = { id: number; name: string; type: string; startTime: string; endTime: string; phase: string };

/** GET /{svc}-marketing/activity/calendar: the activities overlapping a month (YYYY-MM, UTC). */
export const activityCalendar = (month: string) => getJson<CalendarItem[]>(svcPath('marketing', '/activity/calendar'), { month });
/** GET /{svc}-marketing/activity/statistics: customers reached and joined, in all and per day. */
export const activityStats = (id: number) => getJson<TActivityStats>(svcPath('marketing', '/activity/statistics'), { id });
/** The activities to choose from on the statistics screen (by a prefix of the name), newest first. */
export const activityChoices = async (name?: string) =>
  (await fetchPage<{ id: number; name: string }>(svcPath('marketing', '/activity/page'), { current: 1, size: 50, ...(name ? { name } : {}) })).records;

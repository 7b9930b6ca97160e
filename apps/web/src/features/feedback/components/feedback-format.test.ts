import { describe, expect, it } from 'vitest';
import en from '../../../locales/en-US/feedback.json';
import zh from '../../../locales/zh-CN/feedback.json';
import { decodeItems, detailPath, duration, encodeItems, REFUND_STYLES, STATUS_STYLES, URGENCY_STYLES, VALIDITY_STYLES } from './feedback-format';

const prefixed = <T>(p: string, o: Record<string, T>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [`${p}.${k}`, v]));
const t = (k: string, o?: Record<string, unknown>) => `${k}:${JSON.stringify(o ?? {})}`;

const lookup = (tree: unknown, key: string) => key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], tree);

describe('feedback format', () => {
  it('labels every validity, status, urgency and refund value in both languages', () => {
    const styles = { ...prefixed('v', VALIDITY_STYLES), ...prefixed('s', STATUS_STYLES), ...prefixed('u', URGENCY_STYLES), ...prefixed('r', REFUND_STYLES) };
    expect(Object.keys(styles)).toHaveLength(3 + 9 + 4 + 3);
    expect(STATUS_STYLES.toBeClosed).toEqual({ color: 'cyan', labelKey: 'feedback.status.toBeClosed' });
    for (const { labelKey } of Object.values(styles)) {
      const key = labelKey.replace(/^feedback\./, '');
      expect(typeof lookup(zh, key), `zh-CN ${labelKey}`).toBe('string');
      expect(typeof lookup(en, key), `en-US ${labelKey}`).toBe('string');
    }
  });

  it('carries a batch selection (id and version) through the address', () => {
    const items = [
      { id: 12, version: 3 },
      { id: 7, version: 1 },
    ];
    expect(encodeItems(items)).toBe('12.3,7.1');
    expect(decodeItems('12.3,7.1')).toEqual(items);
    expect(decodeItems('12.3,x,0.1,5.,9.2')).toEqual([
      { id: 12, version: 3 },
      { id: 9, version: 2 },
    ]);
    expect(decodeItems(undefined)).toEqual([]);
  });

  it('builds the detail route of the spec', () => {
    const r = { id: 5, sn: 'SN 1', language: 'en-US' as const, feedbackTime: '2026-11-24T05:00:00.000Z' };
    expect(detailPath(r, 'list')).toBe(`/question/detail/SN%201/7/5/${Date.parse(r.feedbackTime)}/list`);
    expect(detailPath({ ...r, sn: null, language: 'zh-CN' })).toBe(`/question/detail/-/1/5/${Date.parse(r.feedbackTime)}`);
  });

  it('shows response times in minutes, hours or days', () => {
    expect(duration(null, t)).toBe('-');
    expect(duration(45, t)).toBe('feedback.minutes:{"n":45}');
    expect(duration(65, t)).toBe('feedback.hoursMinutes:{"h":1,"m":5}');
    expect(duration(60 * 72, t)).toBe('feedback.days:{"n":3}');
  });
});

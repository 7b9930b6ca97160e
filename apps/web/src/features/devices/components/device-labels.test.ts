import { CARD_STATUSES, CARD_TYPE_CODES, DEVICE_ACTION_FROM, DEVICE_ACTIONS, DEVICE_STATUSES } from '@diagops/contracts';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en-US/devices.json';
import zh from '../../../locales/zh-CN/devices.json';
import { ACTION_PERMISSION, CARD_STATUS, DEVICE_STATUS } from './device-labels';

describe('device labels', () => {
  it('names every status, action, card type and card status in both languages', () => {
    for (const texts of [en, zh] as unknown as Array<Record<string, Record<string, string>>>) {
      for (const s of DEVICE_STATUSES) expect(texts.statusValue![s], s).toBeTruthy();
      for (const a of [...DEVICE_ACTIONS, 'create']) expect(texts.action![a], a).toBeTruthy();
      for (const c of CARD_TYPE_CODES) expect(texts.cardType![String(c)], String(c)).toBeTruthy();
      for (const s of CARD_STATUSES) expect(texts.cardStatus![s], s).toBeTruthy();
    }
    expect(Object.keys(DEVICE_STATUS).sort()).toEqual([...DEVICE_STATUSES].sort());
    expect(Object.keys(CARD_STATUS).sort()).toEqual([...CARD_STATUSES].sort());
  });

  it('gives every action a permission, and a locked device no action at all (DEV-06)', () => {
    for (const a of DEVICE_ACTIONS) expect(ACTION_PERMISSION[a]).toMatch(/^brand_device_/);
    expect(DEVICE_ACTIONS.filter((a) => DEVICE_ACTION_FROM[a].includes('locked'))).toEqual([]);
    expect(DEVICE_ACTION_FROM.return).toEqual(['unbound']);
  });
});

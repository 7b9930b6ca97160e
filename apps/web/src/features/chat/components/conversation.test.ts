import type { TImMessage } from '@diagops/contracts';
import { describe, expect, it } from 'vitest';
import { heldSeq, mergeMessage } from './conversation';
import { EMOTICONS, withEmoticons } from './emoticons';

const msg = (seq: number, extra: Partial<TImMessage> = {}): TImMessage => ({
  id: seq,
  sessionId: 1,
  seq,
  clientId: `c${seq}`,
  senderKind: 'customer',
  senderId: 1,
  type: 0,
  content: `m${seq}`,
  file: null,
  status: 1,
  createdAt: new Date(0).toISOString(),
  ...extra,
});

describe('conversation', () => {
  it('keeps messages in sequence order; a repeat replaces; the held sequence stops at the first gap', () => {
    let list: TImMessage[] = [];
    for (const s of [2, 1, 4, 2]) list = mergeMessage(list, msg(s));
    expect(list.map((m) => m.seq)).toEqual([1, 2, 4]);
    expect(heldSeq(list)).toBe(2);
    list = mergeMessage(list, msg(3));
    expect(heldSeq(list)).toBe(4);
  });

  it('a recall (type 10) empties its target and marks it recalled', () => {
    let list = [msg(1), msg(2)];
    list = mergeMessage(list, msg(3, { type: 10, content: '1' }));
    expect(list[0]).toMatchObject({ status: 2, content: '' });
    expect(list[1]!.content).toBe('m2');
  });

  it('has the 57 named emoticons and draws them', () => {
    expect(EMOTICONS).toHaveLength(57);
    expect(new Set(EMOTICONS.map((e) => e[0])).size).toBe(57);
    expect(withEmoticons('ok [thumbsup] [unknown]')).toBe('ok 👍 [unknown]');
  });
});

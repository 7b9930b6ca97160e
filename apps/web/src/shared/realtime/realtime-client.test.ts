import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClient, useRealtimeState } from './realtime-client';

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(s: string) {
    this.sent.push(s);
  }
  close(code = 1000) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  reply(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
});
afterEach(() => vi.useRealTimers());

const make = () => new RealtimeClient({ url: 'ws://x/ws', token: () => 'tok', WebSocketImpl: FakeSocket as unknown as typeof WebSocket });

describe('RealtimeClient', () => {
  it('shakes hands with the token, beats every 5 s, reconnects 5 s after a drop and tells ready again', () => {
    const c = make();
    const ready = vi.fn();
    c.onReady(ready);
    c.start();
    const s = FakeSocket.all[0]!;
    s.open();
    expect(JSON.parse(s.sent[0]!)).toEqual({ cmd: 0, data: { accessToken: 'tok' } });
    s.reply({ cmd: 0, data: {} });
    expect(ready).toHaveBeenCalledTimes(1);
    expect(useRealtimeState.getState().state).toBe('open');
    vi.advanceTimersByTime(5000);
    expect(s.sent.map((x) => JSON.parse(x).cmd)).toContain(1);
    s.close(1006);
    expect(useRealtimeState.getState().state).toBe('closed');
    vi.advanceTimersByTime(4999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.open();
    FakeSocket.all[1]!.reply({ cmd: 0, data: {} });
    expect(ready).toHaveBeenCalledTimes(2);
    c.stop();
  });

  it('a close with 3000 is a sign-out: no reconnect', () => {
    const c = make();
    c.start();
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.close(3000);
    expect(useRealtimeState.getState().state).toBe('signedOut');
    vi.advanceTimersByTime(20_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('a send while not open is retried every second until the connection is ready', () => {
    const c = make();
    c.start();
    const s = FakeSocket.all[0]!;
    c.send({ cmd: 5, data: { x: 1 } });
    vi.advanceTimersByTime(3000);
    expect(s.sent).toHaveLength(0);
    s.open();
    s.reply({ cmd: 0, data: {} });
    vi.advanceTimersByTime(1000);
    expect(s.sent.map((x) => JSON.parse(x).cmd)).toEqual([0, 5]);
    c.stop();
  });
});

/**
 * Frames of the real-time connection (RT-01, CHAT-05): `{ cmd, data }` as JSON text.
 * 0 handshake (client sends { accessToken }), 1 heartbeat, 2 error, 5 message data,
 * 6 new message, 7 bell notice, 8 presence/typing, 9 who is editing a record; other values go to installed handlers.
 */
export const CMD = {
  handshake: 0,
  heartbeat: 1,
  error: 2,
  messageData: 5,
  newMessage: 6,
  notice: 7,
  signal: 8,
  editing: 9,
} as const;

/** Close codes: 3000 deliberate sign-out (CHAT-01); 4xxx refusals, each with a reason. */
export const CLOSE = {
  signedOut: 3000,
  badToken: 4001,
  handshakeTimeout: 4002,
  rateLimited: 4008,
  serverStopping: 1001,
} as const;

export type Frame = { cmd: number; data: unknown };

/** Error frames carry a stable code and an English reason. */
export type ErrorData = { code: string; msg: string; ref?: unknown };

/** The limits the hub applies to every socket. */
export const LIMITS = {
  maxFrameBytes: 64 * 1024,
  handshakeTimeoutMs: 10_000,
  /** a socket may send `burst` frames at once and `perSecond` a second after that */
  perSecond: 20,
  burst: 40,
  /** errors for flooding before the socket is closed */
  floodStrikes: 3,
  /** a socket that sent nothing (not even a heartbeat) for this long is closed */
  idleMs: 30_000,
} as const;

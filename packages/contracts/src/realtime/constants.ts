// Without zod: the console shell reads these, and zod loads only with the pages that validate.
/**
 * The real-time connection's frames (RT-01, CHAT-05): `{ cmd, data }` JSON text. 0 handshake
 * ({ accessToken } from the client), 1 heartbeat (every 5 s), 2 error ({ code, msg }),
 * 5 message data, 6 new message, 7 bell notice, 8 signal (typing, presence, session changes).
 */
export const RT_CMD = { handshake: 0, heartbeat: 1, error: 2, messageData: 5, newMessage: 6, notice: 7, signal: 8, editing: 9 } as const;
/** RT-05 heartbeat, RT-06 reconnect delay, RT-07 send retry. */
export const RT_HEARTBEAT_MS = 5_000;
export const RT_RECONNECT_MS = 5_000;
export const RT_SEND_RETRY_MS = 1_000;
/** CHAT-01: the server closes with 3000 on a deliberate sign-out; the client does not reconnect. */
export const RT_CLOSE_SIGNED_OUT = 3000;
/** Frames larger than this close the socket (1009). */
export const RT_MAX_FRAME_BYTES = 64 * 1024;

import { z } from 'zod';
import { pageQuery, pageResult, ZId } from '../common/envelope';
import { CODE_MAX, ZKeyword, ZText, ZVersion } from '../kit/strings';

/** The apps whose terminals register (/terminal: repairApp, newEnery, remote). */
export const TERMINAL_APPS = ['repair', 'newEnergy', 'remote'] as const;
export const ZTerminalApp = z.enum(TERMINAL_APPS);
export type TTerminalApp = z.infer<typeof ZTerminalApp>;
export const TERMINAL_STATUSES = ['enabled', 'disabled'] as const;
export const ZTerminalStatus = z.enum(TERMINAL_STATUSES);
export type TTerminalStatus = z.infer<typeof ZTerminalStatus>;
/** A terminal not heard from for this long shows as offline. */
export const TERMINAL_ONLINE_MS = 10 * 60_000;

const ZTerminalKey = ZText.trim()
  .min(1)
  .max(CODE_MAX)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]*$/, 'letters, digits and - _ . :');
const ZAppVersion = ZText.trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.+-]*$/, 'letters, digits and - _ . +');

export const ZTerminal = z.object({
  id: z.number(),
  app: ZTerminalApp,
  /** the SN of the device or the app installation's device key */
  terminalKey: z.string(),
  appVersion: z.string(),
  osVersion: z.string().nullable(),
  status: ZTerminalStatus,
  online: z.boolean(),
  registeredTime: z.string(),
  lastSeenTime: z.string(),
  lastIp: z.string().nullable(),
  /** whether staff issued it its own secret (then its heartbeat must carry X-Terminal-Secret) */
  hasSecret: z.boolean(),
  /** when its current secret was issued; null without one */
  secretIssuedTime: z.string().nullable(),
  version: z.number(),
});
export type TTerminal = z.infer<typeof ZTerminal>;
export const ZTerminalPage = pageResult(ZTerminal);
export const ZTerminalPageQuery = pageQuery(
  { app: ZTerminalApp, terminalKey: ZKeyword.optional(), appVersion: ZKeyword.optional(), status: ZTerminalStatus.optional() },
  ['lastSeenTime', 'registeredTime'] as const,
);
export type TTerminalPageQuery = z.infer<typeof ZTerminalPageQuery>;
export const ZTerminalStateRequest = z.object({ id: ZId, version: ZVersion }).strict();
export type TTerminalStateRequest = z.infer<typeof ZTerminalStateRequest>;
/**
 * The reply of /terminal/issueSecret and /terminal/enable: the terminal and its new secret, the
 * only time the secret is ever sent (the server keeps a salted hash of it).
 */
export const ZTerminalSecretReply = z.object({ terminal: ZTerminal, secret: z.string() });
export type TTerminalSecretReply = z.infer<typeof ZTerminalSecretReply>;
/** The header a terminal that was issued a secret sends it in, beside X-App-Key. */
export const TERMINAL_SECRET_HEADER = 'x-terminal-secret';

/** POST /{svc}-app/terminal/heartbeat (header X-App-Key, and X-Terminal-Secret once issued one): registers the terminal on its first call, then marks it seen. */
export const ZTerminalHeartbeatRequest = z
  .object({ app: ZTerminalApp, terminalKey: ZTerminalKey, appVersion: ZAppVersion, osVersion: ZAppVersion.optional() })
  .strict();
export type TTerminalHeartbeatRequest = z.infer<typeof ZTerminalHeartbeatRequest>;
export const ZTerminalHeartbeatReply = z.object({ id: z.number(), status: ZTerminalStatus, registered: z.boolean(), serverTime: z.string() });

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

/** POST /{svc}-app/terminal/heartbeat (header X-App-Key): registers the terminal on its first call, then marks it seen. */
export const ZTerminalHeartbeatRequest = z
  .object({ app: ZTerminalApp, terminalKey: ZTerminalKey, appVersion: ZAppVersion, osVersion: ZAppVersion.optional() })
  .strict();
export type TTerminalHeartbeatRequest = z.infer<typeof ZTerminalHeartbeatRequest>;
export const ZTerminalHeartbeatReply = z.object({ id: z.number(), status: ZTerminalStatus, registered: z.boolean(), serverTime: z.string() });

import { TERMINAL_APPS } from '@diagops/contracts';
import type { AppContext } from '../../platform/context';
import { terminals } from './terminals.tables';

const VERSIONS = { repair: ['V5.2.1', 'V5.3.0', 'V5.3.2'], newEnergy: ['V2.0.4', 'V2.1.0'], remote: ['V1.8.0', 'V1.9.3', 'V2.0.0'] } as const;
const PREFIX = { repair: '98', newEnergy: 'NE', remote: 'RM' } as const;

/** seed:demo — twelve terminals of each app, seen over the last days, two of each disabled. */
export async function seedTerminalsDemo(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  const rows: Array<typeof terminals.$inferInsert> = [];
  for (const app of TERMINAL_APPS) {
    for (let i = 0; i < 12; i++) {
      const seen = new Date(now - i * i * 1_800_000);
      rows.push({
        app,
        terminalKey: `${PREFIX[app]}${String(5200000 + i * 131).padStart(10, '0')}`,
        appVersion: VERSIONS[app][i % VERSIONS[app].length]!,
        osVersion: i % 2 ? 'Android 13' : 'Android 12',
        status: i % 6 === 5 ? 'disabled' : 'enabled',
        lastIp: `192.168.1.${10 + i}`,
        registeredAt: new Date(seen.getTime() - 30 * 86_400_000),
        lastSeenAt: seen,
        updatedAt: seen,
      });
    }
  }
  // safe to run again: a demo terminal that exists is left as it is
  await ctx.db.insert(terminals).values(rows).onConflictDoNothing();
}

import type { StatesDef, Text2 } from './resource';

/** The values of an enabled flag (new objects start enabled). */
export const ENABLED_STATE_VALUES = {
  true: { label: ['启用', 'Enabled'], color: 'green' },
  false: { label: ['停用', 'Disabled'], color: 'default' },
} as const;

/**
 * An enabled flag as a state machine: an enable and a disable step under the `status` permission,
 * each asking "Enable the <what> "{name}"?" first (`confirm` replaces a question), with the API
 * reference's `describe` where an area has more to say (what refuses the step).
 */
export const enabledStates = (what: Text2, opts: { confirm?: { enable?: Text2; disable?: Text2 }; describe?: { enable: string; disable: string } } = {}) =>
  ({
    field: 'enabled',
    boolean: true,
    initial: 'true',
    values: ENABLED_STATE_VALUES,
    transitions: {
      enable: {
        from: ['false'],
        to: 'true',
        label: ['启用', 'Enable'],
        permission: 'status',
        reason: false,
        ...(opts.describe ? { description: opts.describe.enable } : {}),
        confirm: opts.confirm?.enable ?? [`启用${what[0]}“{name}”？`, `Enable the ${what[1].toLowerCase()} "{name}"?`],
        saved: true,
      },
      disable: {
        from: ['true'],
        to: 'false',
        label: ['停用', 'Disable'],
        permission: 'status',
        reason: false,
        danger: true,
        ...(opts.describe ? { description: opts.describe.disable } : {}),
        confirm: opts.confirm?.disable ?? [`停用${what[0]}“{name}”？`, `Disable the ${what[1].toLowerCase()} "{name}"?`],
        saved: true,
      },
    },
  }) as const satisfies StatesDef;

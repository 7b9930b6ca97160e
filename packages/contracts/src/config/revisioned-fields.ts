import { z } from 'zod';
import { ZId } from '../common/envelope';
import { CONFIG_STATES, REVISION_STATES } from './revisions';

/**
 * What the revisioned configurations (general, product package, function mask, software pack)
 * declare alike: the product models they reach, the open revision and the creator in the list,
 * and their states with the enable / disable pair.
 */

/** The open revision of a config, as the list shows it ('none' when every change is applied). */
export const OPEN_REVISION = { none: ['无', 'None'], ...REVISION_STATES } as const;

/** The enable / disable pair every configuration has (CFG-01). */
export const configTransitions = (review: string) =>
  ({
    disable: { from: ['confirmed'], to: 'disabled', label: ['禁用', 'Disable'] as const, permission: review, danger: true },
    enable: { from: ['disabled'], to: 'confirmed', label: ['启用', 'Enable'] as const, permission: review },
  }) as const;

/** The states of a revisioned configuration: new until its first revision passes, then confirmed or disabled. */
export const revisionedStates = (review: string) =>
  ({
    field: 'status',
    initial: 'new',
    values: CONFIG_STATES,
    transitions: configTransitions(review),
    events: { confirmed: ['审核通过生效', 'Passed and applied'] as const },
  }) as const;

/** The product models a config reaches (chosen by id) and their names in the list. */
export const productModelsFields = {
  productModelIds: {
    schema: z.array(ZId).min(1).max(50),
    label: ['适用产品型号', 'Applicable product models'],
    kind: 'select',
    options: { lookup: 'productModels' },
    list: false,
    xlsx: false,
  },
  productModels: { schema: z.string(), label: ['适用产品型号', 'Applicable product models'], readOnly: true, list: { width: 220 } },
} as const;

/** The open revision's state and the creator, read-only columns of every revisioned list. */
export const revisionFields = {
  openRevision: {
    schema: z.enum(Object.keys(OPEN_REVISION) as [keyof typeof OPEN_REVISION]),
    label: ['待审修订', 'Open revision'],
    kind: 'select',
    options: { values: OPEN_REVISION, colors: { inReview: 'processing', rejected: 'error', draft: 'default', passed: 'success', none: 'default' } },
    readOnly: true,
    filter: 'eq',
    list: { width: 120 },
  },
  creatorName: { schema: z.string(), label: ['创建人', 'Creator'], readOnly: true, list: { width: 110 } },
} as const;

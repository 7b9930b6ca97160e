import { z } from 'zod';
import { INT4_MAX } from '../common/constants';
import type { Text2 } from '../kit/resource';
import { ZText } from '../kit/strings';

export const ZTime = z.iso.datetime({ offset: true });
/** An ad link: any text here; the service refuses one that is not http(s) with 79701. */
export const ZLink = ZText.trim().max(500).optional();
export const ZCount = z.number().int().min(1).max(INT4_MAX);

export const enumOf = <T extends Record<string, Text2>>(values: T) => z.enum(Object.keys(values) as [keyof T & string]);

/** An enabled / disabled flag as the state (the channels' shape), switched with the `status` permission. */
export { itemEnabledStates as enabledStates } from '../vehicle/basic-data-fields';

import type { AppContext } from '../../platform/context';

/** Demo rows of the mail area (templates, scenes); filled in below once the screens exist. */
export async function seedMailDemo(_ctx: AppContext): Promise<void> {}

import type { TestApp } from '../../../test/helpers';

let next = 1000;
/** A customer for the device tests (the customers area's signUpCustomer once merged). */
export async function newCustomer(_t: TestApp): Promise<{ id: number; token: string }> {
  return { id: ++next, token: '' };
}

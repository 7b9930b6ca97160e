import { svcPath } from '../../../shared/config/app-config';
import { request } from '../../../shared/http/client';

/** DELETE /{svc}-user/user/{id}: a soft delete that ends the user's sessions (yourself: 1016). */
export const deleteUser = async (userId: number) => (await request<boolean>({ url: svcPath('user', `/user/${userId}`), method: 'delete' })).data;

import type { TAddUserRequest, TUpdateUserRequest, TUserRecord } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { request } from '../../../shared/http/client';
import { postJson } from '../../../shared/kit/kit-api';

/** POST /{svc}-user/user/addUser: the password travels encrypted; without roleIds the department's default roles apply. */
export const addUser = (b: TAddUserRequest) => postJson<TUserRecord>(svcPath('user', '/user/addUser'), b);

/** PUT /{svc}-user/user: absent fields stay, null clears; a stale version answers 409 (1005). */
export const updateUser = async (b: TUpdateUserRequest) => (await request<TUserRecord>({ url: svcPath('user', '/user'), method: 'put', data: b })).data;

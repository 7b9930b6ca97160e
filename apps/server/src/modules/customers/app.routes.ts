import {
  CUSTOMER,
  envelope,
  PUBLIC,
  ZAddress,
  ZAddressIdRequest,
  ZCustomerCodeRequest,
  ZCustomerMe,
  ZCustomerRefreshRequest,
  ZCustomerSignInRequest,
  ZCustomerSignUpRequest,
  ZCustomerTokenReply,
  ZCustomerUpdateMeRequest,
  ZMySfdSubmitRequest,
  ZSaveAddressRequest,
  ZStoredFile,
  ZUpdateAddressRequest,
} from '@diagops/contracts';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { requestLanguage } from '../../platform/http/language';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import * as addr from './addresses.service';
import { bearerTokenOf } from './bearer';
import * as auth from './customer-auth.service';
import { customerOf } from './customer-caller';
import { endCustomerSession, refreshCustomerSession, resolveCustomer } from './customer-sessions';
import { getMe, updateMe } from './me.service';
import { receiveSfdUpload, submitMySfd } from './sfd.service';

const tags = ['customer app'];
const authTags = ['customer app: sign-in'];

/** The customer API: /{svc}-app/… (customer tokens only; see the CUSTOMER route marker). */
export async function appRoutes(app: App) {
  const { ctx } = app;
  const p = (path: string) => ctx.svcPath('app', path);
  const me = (req: Parameters<typeof customerOf>[0]) => customerOf(req);
  const actor = (id: number) => ({ kind: 'customer' as const, id });
  // me/sfd/upload: one SFD image, up to the area's 5MB (the files area judges the content and the size)
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024 + 1, files: 1, fields: 2, parts: 3 } });

  app.post(
    p('/auth/code'),
    {
      config: { permission: PUBLIC, errors: [1004] },
      schema: {
        summary: 'Send a customer a sign-up or sign-in code by e-mail or SMS',
        tags: authTags,
        body: ZCustomerCodeRequest,
        response: { 200: envelope(z.boolean()) },
      },
    },
    async (req) => {
      await auth.sendCustomerCode(ctx, req, req.body, requestLanguage(req));
      return ok(req, true);
    },
  );
  app.post(
    p('/auth/signUp'),
    {
      config: { permission: PUBLIC, errors: [15317, 73301, 1004] },
      schema: {
        summary: 'Sign a customer up with an e-mail or phone code',
        tags: authTags,
        body: ZCustomerSignUpRequest,
        response: { 200: envelope(ZCustomerTokenReply) },
      },
    },
    async (req) => ok(req, await auth.signUp(ctx, req, req.body, requestLanguage(req))),
  );
  app.post(
    p('/auth/signIn'),
    {
      config: { permission: PUBLIC, errors: [60002, 15317, 15601, 1004] },
      schema: {
        summary: 'Sign a customer in with a password or a code',
        tags: authTags,
        body: ZCustomerSignInRequest,
        response: { 200: envelope(ZCustomerTokenReply) },
      },
    },
    async (req) => ok(req, await auth.signIn(ctx, req, req.body)),
  );
  app.post(
    p('/auth/refresh'),
    {
      config: { permission: PUBLIC, errors: [1013] },
      schema: {
        summary: 'Rotate a customer token pair with the refresh token',
        tags: authTags,
        body: ZCustomerRefreshRequest,
        response: { 200: envelope(ZCustomerTokenReply) },
      },
    },
    async (req) => ok(req, await refreshCustomerSession(ctx, req.body.refreshToken)),
  );
  app.post(
    p('/auth/signOut'),
    {
      config: { permission: PUBLIC },
      schema: { summary: 'Sign a customer out (ends the session of the bearer token)', tags: authTags, response: { 200: envelope(z.boolean()) } },
    },
    async (req) => {
      const token = bearerTokenOf(req);
      const c = token ? await resolveCustomer(ctx, token) : null;
      if (c) await endCustomerSession(ctx.db, c.sessionId);
      return ok(req, true);
    },
  );

  app.get(
    p('/me'),
    { config: { permission: CUSTOMER }, schema: { summary: 'Get the profile of the signed-in customer', tags, response: { 200: envelope(ZCustomerMe) } } },
    async (req) => ok(req, await getMe(ctx, me(req))),
  );
  app.post(
    p('/me/update'),
    {
      config: { permission: CUSTOMER },
      schema: { summary: 'Edit the profile of the signed-in customer', tags, body: ZCustomerUpdateMeRequest, response: { 200: envelope(ZCustomerMe) } },
    },
    async (req) => ok(req, await updateMe(ctx, me(req), req.body)),
  );

  app.post(
    p('/me/sfd/upload'),
    {
      config: { permission: CUSTOMER },
      schema: {
        summary: 'Upload an SFD document image (png or jpeg up to 5MB, judged by content) of the signed-in customer',
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(ZStoredFile) },
      },
    },
    async (req) => ok(req, await receiveSfdUpload(ctx, req, me(req))),
  );
  app.post(
    p('/me/sfd'),
    {
      config: { permission: CUSTOMER, errors: [73309] },
      schema: {
        summary: 'Send the SFD front and back images of the signed-in customer for review',
        tags,
        body: ZMySfdSubmitRequest,
        response: { 200: envelope(ZCustomerMe) },
      },
    },
    async (req) => ok(req, await submitMySfd(ctx, req, me(req), req.body)),
  );

  app.post(
    p('/address/list'),
    {
      config: { permission: CUSTOMER },
      schema: { summary: 'List the addresses of the signed-in customer', tags, response: { 200: envelope(z.array(ZAddress)) } },
    },
    async (req) => ok(req, await addr.listAddresses(ctx.db, me(req).id)),
  );
  app.post(
    p('/address/save'),
    {
      config: { permission: CUSTOMER },
      schema: { summary: 'Add an address of the signed-in customer', tags, body: ZSaveAddressRequest, response: { 200: envelope(ZAddress) } },
    },
    async (req) => ok(req, await addr.saveAddress(ctx, me(req).id, req.body, actor(me(req).id))),
  );
  app.post(
    p('/address/update'),
    {
      config: { permission: CUSTOMER },
      schema: { summary: 'Edit an address of the signed-in customer', tags, body: ZUpdateAddressRequest, response: { 200: envelope(ZAddress) } },
    },
    async (req) => ok(req, await addr.updateAddress(ctx, me(req).id, req.body, actor(me(req).id))),
  );
  app.post(
    p('/address/delete'),
    {
      config: { permission: CUSTOMER },
      schema: { summary: 'Delete an address of the signed-in customer', tags, body: ZAddressIdRequest, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await addr.deleteAddress(ctx, me(req).id, req.body.id, actor(me(req).id));
      return ok(req, null);
    },
  );
  app.post(
    p('/address/setDefault'),
    {
      config: { permission: CUSTOMER },
      schema: { summary: 'Make an address the default of the signed-in customer', tags, body: ZAddressIdRequest, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await addr.setDefaultAddress(ctx, me(req).id, req.body.id, actor(me(req).id));
      return ok(req, null);
    },
  );
}

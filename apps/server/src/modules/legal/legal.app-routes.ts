import {
  CUSTOMER,
  envelope,
  LEGAL_APP_PATH,
  ZLegalAcceptRequest,
  ZLegalAppQuery,
  ZLegalConsent,
  ZLegalCurrent,
  ZLegalCurrentQuery,
  ZLegalDeclineRequest,
  ZLegalRequired,
  ZLegalWithdrawRequest,
} from '@diagops/contracts';
import { z } from 'zod';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { customerOf } from '../customers';
import { acceptVersion, currentFor, declineVersion, pendingAcceptances, withdrawPrivacy } from './legal.consents';

const tags = ['customer app: legal documents'];

/** The customer API of the legal documents: the current version, what must be accepted, accept, decline and withdraw privacy consent. */
export async function legalAppRoutes(app: App) {
  const { ctx } = app;
  const a = (p: string) => ctx.svcPath('app', `${LEGAL_APP_PATH}${p}`);
  app.get(
    a('/current'),
    {
      config: { permission: CUSTOMER, errors: [79506] },
      schema: {
        summary: "Show the current published version of a document type for the customer's app and language",
        tags,
        querystring: ZLegalCurrentQuery,
        response: { 200: envelope(ZLegalCurrent) },
      },
    },
    async (req) => ok(req, await currentFor(ctx, customerOf(req), req.query)),
  );
  app.get(
    a('/required'),
    {
      config: { permission: CUSTOMER },
      schema: {
        summary: 'List the document versions the customer must accept before using the app',
        tags,
        querystring: ZLegalAppQuery,
        response: { 200: envelope(z.array(ZLegalRequired)) },
      },
    },
    async (req) => ok(req, await pendingAcceptances(ctx, customerOf(req).id, req.query.appCode)),
  );
  app.post(
    a('/accept'),
    {
      config: { permission: CUSTOMER, errors: [79504, 79506] },
      schema: {
        summary: 'Accept the current version of a document for an app (with the content hash shown)',
        tags,
        body: ZLegalAcceptRequest,
        response: { 200: envelope(ZLegalConsent) },
      },
    },
    async (req) => ok(req, await acceptVersion(ctx, req, customerOf(req), req.body)),
  );
  app.post(
    a('/decline'),
    {
      config: { permission: CUSTOMER, errors: [79504, 79506] },
      schema: { summary: 'Decline the current version of a document for an app', tags, body: ZLegalDeclineRequest, response: { 200: envelope(ZLegalConsent) } },
    },
    async (req) => ok(req, await declineVersion(ctx, req, customerOf(req), req.body)),
  );
  app.post(
    a('/privacy/withdraw'),
    {
      config: { permission: CUSTOMER, errors: [79506, 79507] },
      schema: { summary: "Withdraw the customer's privacy consent for an app", tags, body: ZLegalWithdrawRequest, response: { 200: envelope(ZLegalConsent) } },
    },
    async (req) => ok(req, await withdrawPrivacy(ctx, req, customerOf(req), req.body.appCode)),
  );
}

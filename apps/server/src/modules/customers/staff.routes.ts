import {
  envelope,
  CUSTOMER_PERMISSIONS as P,
  ZAddress,
  ZConvertForecastRequest,
  ZCustomer,
  ZCustomerEventPage,
  ZCustomerExportQuery,
  ZCustomerIdQuery,
  ZCustomerPage,
  ZCustomerPageQuery,
  ZCustomerPointsRequest,
  ZCustomerSubPageQuery,
  ZDeleteLabelRequest,
  ZForecastPage,
  ZForecastPageQuery,
  ZForecastUser,
  ZIdParam,
  ZLabel,
  ZLabelPage,
  ZLabelPageQuery,
  ZLabelRef,
  ZPointsMovementPage,
  ZSaveCustomerRequest,
  ZSaveForecastUserRequest,
  ZSaveLabelRequest,
  ZSeedUserPage,
  ZSeedUserPageQuery,
  ZSetCustomerLabelsRequest,
  ZSfdReviewRequest,
  ZSfdSubmitRequest,
  ZStaffAddressIdRequest,
  ZStaffSaveAddressRequest,
  ZStaffUpdateAddressRequest,
  ZUpdateCustomerRequest,
  ZUpdateLabelRequest,
} from '@diagops/contracts';
import { z } from 'zod';
import { caller } from '../../platform/http/caller';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { sendExport, startExport, wantsJob } from '../../platform/kit/export';
import { EXPORT_REPLY } from '../../platform/kit/files';
import { attachFiles, declareFileArea, detachFiles } from '../files';
import * as addr from './addresses.service';
import { customerExport } from './customers.excel';
import * as forecast from './forecast.service';
import * as lbl from './labels.service';
import { SFD_FILE_AREA } from './sfd.service';
import * as svc from './staff.service';

const tags = ['customers'];
const FILE_AREA = SFD_FILE_AREA;

/** Staff routes: /{svc}-user/customer/…, /seedUser/…, /label/…, /forecastUser/… */
export async function staffRoutes(app: App) {
  const { ctx } = app;
  const c = (path: string) => ctx.svcPath('user', `/customer${path}`);
  const u = (path: string) => ctx.svcPath('user', path);
  // SFD document images: front and back, png or jpeg up to 5MB (business.md §5 images)
  declareFileArea({
    area: FILE_AREA,
    types: ['png', 'jpg'],
    maxBytes: 5 * 1024 * 1024,
    uploadPermission: P.customerSfd.name,
    viewPermission: P.customerView.name,
  });
  const staffActor = (req: Parameters<typeof caller>[0]) => ({ kind: 'staff' as const, id: caller(req).userId });

  app.post(
    c('/page'),
    {
      config: { permission: P.customerView.name },
      schema: { summary: 'Page customers', tags, body: ZCustomerPageQuery, response: { 200: envelope(ZCustomerPage) } },
    },
    async (req) => ok(req, await svc.getCustomerPage(ctx, req, req.body)),
  );
  app.get(
    c('/info/:id'),
    { config: { permission: P.customerView.name }, schema: { summary: 'Get a customer', tags, params: ZIdParam, response: { 200: envelope(ZCustomer) } } },
    async (req) => ok(req, await svc.getCustomerDetail(ctx, req, req.params.id)),
  );
  app.post(
    c('/save'),
    {
      config: { permission: P.customerAdd.name, errors: [73301] },
      schema: { summary: 'Add a customer', tags, body: ZSaveCustomerRequest, response: { 200: envelope(ZCustomer) } },
    },
    async (req) => ok(req, await svc.addCustomer(ctx, req, req.body)),
  );
  app.post(
    c('/update'),
    {
      config: { permission: P.customerEdit.name, errors: [73301] },
      schema: { summary: 'Edit a customer', tags, body: ZUpdateCustomerRequest, response: { 200: envelope(ZCustomer) } },
    },
    async (req) => ok(req, await svc.updateCustomer(ctx, req, req.body)),
  );
  app.post(
    c('/labels'),
    {
      config: { permission: P.customerLabel.name, errors: [73302] },
      schema: { summary: 'Set the labels of a customer (at most 10)', tags, body: ZSetCustomerLabelsRequest, response: { 200: envelope(ZCustomer) } },
    },
    async (req) => ok(req, await svc.setCustomerLabels(ctx, req, req.body)),
  );
  app.post(
    c('/points'),
    {
      config: { permission: P.customerPoints.name, errors: [73303] },
      schema: { summary: 'Grant or deduct points of a customer', tags, body: ZCustomerPointsRequest, response: { 200: envelope(ZCustomer) } },
    },
    async (req) => ok(req, await svc.changePoints(ctx, req, req.body)),
  );
  app.post(
    c('/pointsPage'),
    {
      config: { permission: P.customerView.name },
      schema: { summary: 'Page the points movements of a customer', tags, body: ZCustomerSubPageQuery, response: { 200: envelope(ZPointsMovementPage) } },
    },
    async (req) => ok(req, await svc.pointsPage(ctx, req.body)),
  );
  app.post(
    c('/eventPage'),
    {
      config: { permission: P.customerView.name },
      schema: { summary: 'Page the operation records of a customer', tags, body: ZCustomerSubPageQuery, response: { 200: envelope(ZCustomerEventPage) } },
    },
    async (req) => ok(req, await svc.eventsPage(ctx, req.body)),
  );
  app.get(
    c('/address/list'),
    {
      config: { permission: P.customerView.name },
      schema: { summary: 'List the addresses of a customer', tags, querystring: ZCustomerIdQuery, response: { 200: envelope(z.array(ZAddress)) } },
    },
    async (req) => ok(req, await addr.listAddresses(ctx.db, req.query.customerId)),
  );
  app.post(
    c('/address/save'),
    {
      config: { permission: P.customerEdit.name },
      schema: { summary: 'Add an address of a customer', tags, body: ZStaffSaveAddressRequest, response: { 200: envelope(ZAddress) } },
    },
    async (req) => {
      const { customerId, ...b } = req.body;
      await svc.getCustomerDetail(ctx, req, customerId);
      return ok(req, await addr.saveAddress(ctx, customerId, b, staffActor(req)));
    },
  );
  app.post(
    c('/address/update'),
    {
      config: { permission: P.customerEdit.name },
      schema: { summary: 'Edit an address of a customer', tags, body: ZStaffUpdateAddressRequest, response: { 200: envelope(ZAddress) } },
    },
    async (req) => {
      const { customerId, ...b } = req.body;
      return ok(req, await addr.updateAddress(ctx, customerId, b, staffActor(req)));
    },
  );
  app.post(
    c('/address/delete'),
    {
      config: { permission: P.customerEdit.name },
      schema: { summary: 'Delete an address of a customer', tags, body: ZStaffAddressIdRequest, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await addr.deleteAddress(ctx, req.body.customerId, req.body.id, staffActor(req));
      return ok(req, null);
    },
  );
  app.post(
    c('/sfdSubmit'),
    {
      config: { permission: P.customerSfd.name },
      schema: {
        summary: 'Attach the SFD front and back images of a customer for review',
        tags,
        body: ZSfdSubmitRequest,
        response: { 200: envelope(ZCustomer) },
      },
    },
    async (req) =>
      ok(
        req,
        await svc.submitSfd(ctx, req, req.body, async (tx, ids) => {
          const ownerId = String(req.body.id);
          await detachFiles(ctx, tx, { area: FILE_AREA, ownerId, keep: ids });
          await attachFiles(ctx, tx, { area: FILE_AREA, ownerId, fileIds: ids, uploaderId: caller(req).userId });
        }),
      ),
  );
  app.post(
    c('/sfdReview'),
    {
      config: { permission: P.customerSfd.name },
      schema: { summary: 'Pass or reject the SFD review of a customer', tags, body: ZSfdReviewRequest, response: { 200: envelope(ZCustomer) } },
    },
    async (req) => ok(req, await svc.reviewSfd(ctx, req, req.body)),
  );
  app.post(
    c('/exportExcel'),
    {
      config: { permission: P.customerExport.name, errors: [61009], reply: EXPORT_REPLY },
      schema: { summary: 'Export customers as xlsx (or start an export job)', tags, body: ZCustomerExportQuery.default({}) },
    },
    async (req, reply) => {
      const q = req.body ?? {};
      if (wantsJob(req)) return ok(req, { jobId: await startExport(ctx, req, customerExport, q) });
      return sendExport(ctx, req, reply, customerExport, q);
    },
  );

  // seed users (beta testers) and their activity
  app.post(
    u('/seedUser/page'),
    {
      config: { permission: P.seedView.name },
      schema: { summary: 'Page seed users (beta customers) with their activity', tags, body: ZSeedUserPageQuery, response: { 200: envelope(ZSeedUserPage) } },
    },
    async (req) => ok(req, await svc.getSeedUserPage(ctx, req, req.body)),
  );

  // labels
  app.post(
    u('/label/page'),
    {
      config: { permission: P.labelView.name },
      schema: { summary: 'Page customer labels', tags, body: ZLabelPageQuery, response: { 200: envelope(ZLabelPage) } },
    },
    async (req) => ok(req, await lbl.getLabelPage(ctx, req.body)),
  );
  app.get(
    u('/label/options'),
    {
      config: { permission: P.customerView.name },
      schema: { summary: 'List every customer label for selection', tags, response: { 200: envelope(z.array(ZLabelRef)) } },
    },
    async (req) => ok(req, await lbl.labelOptions(ctx)),
  );
  app.post(
    u('/label/save'),
    {
      config: { permission: P.labelEdit.name, errors: [10120] },
      schema: { summary: 'Add a customer label', tags, body: ZSaveLabelRequest, response: { 200: envelope(ZLabel) } },
    },
    async (req) => ok(req, await lbl.addLabel(ctx, req, req.body)),
  );
  app.post(
    u('/label/update'),
    {
      config: { permission: P.labelEdit.name, errors: [10120] },
      schema: { summary: 'Edit a customer label', tags, body: ZUpdateLabelRequest, response: { 200: envelope(ZLabel) } },
    },
    async (req) => ok(req, await lbl.updateLabel(ctx, req, req.body)),
  );
  app.post(
    u('/label/delete'),
    {
      config: { permission: P.labelEdit.name, errors: [73305] },
      schema: { summary: 'Delete a customer label no customer holds', tags, body: ZDeleteLabelRequest, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await lbl.deleteLabel(ctx, req, req.body);
      return ok(req, null);
    },
  );

  // forecast users (prospects)
  const fullPhone = (req: Parameters<typeof svc.canSeeFullPhone>[0]) => svc.canSeeFullPhone(req);
  app.post(
    u('/forecastUser/page'),
    {
      config: { permission: P.forecastView.name },
      schema: { summary: 'Page forecast users (prospects)', tags, body: ZForecastPageQuery, response: { 200: envelope(ZForecastPage) } },
    },
    async (req) => ok(req, await forecast.getForecastPage(ctx, req.body, fullPhone(req))),
  );
  app.post(
    u('/forecastUser/save'),
    {
      config: { permission: P.forecastEdit.name },
      schema: { summary: 'Add a forecast user', tags, body: ZSaveForecastUserRequest, response: { 200: envelope(ZForecastUser) } },
    },
    async (req) => ok(req, await forecast.addForecast(ctx, req, req.body, fullPhone(req))),
  );
  app.post(
    u('/forecastUser/delete'),
    {
      config: { permission: P.forecastEdit.name },
      schema: { summary: 'Delete a forecast user', tags, body: ZConvertForecastRequest, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await forecast.deleteForecast(ctx, req, req.body);
      return ok(req, null);
    },
  );
  app.post(
    u('/forecastUser/convert'),
    {
      config: { permission: P.forecastEdit.name, errors: [73301, 73304] },
      schema: { summary: 'Convert a forecast user into a customer', tags, body: ZConvertForecastRequest, response: { 200: envelope(ZForecastUser) } },
    },
    async (req) => ok(req, await forecast.convertForecast(ctx, req, req.body, fullPhone(req))),
  );
}

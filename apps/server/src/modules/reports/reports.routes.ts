import {
  CUSTOMER,
  envelope,
  PUBLIC,
  REPORT_DEVICE_UPLOAD_PATH,
  REPORT_FILE_MAX_BYTES,
  REPORT_FILE_TYPES,
  REPORT_KINDS,
  REPORT_MINE_PATH,
  REPORT_PERMISSION,
  REPORT_PUSH_PERMISSION,
  REPORT_SHARE_PATH,
  REPORT_SHARED_PATH,
  reportFileArea,
  SIGNED_IN,
  ZIdParam,
  ZMyReport,
  ZMyReportsQuery,
  ZPushableReport,
  ZPushableReportsQuery,
  ZReportFaultCodes,
  ZReportPushSnsRequest,
  ZReportPushUsersRequest,
  ZReportShareReply,
  ZReportShareRequest,
  ZReportUploadFields,
  ZReportUploadQuery,
  ZSharedReport,
  ZShareTokenParam,
} from '@diagops/contracts';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { contentDisposition, FILE_REPLY } from '../../platform/kit/files';
import { resourceRoutes } from '../../platform/kit/resource-routes';
import { customerOf } from '../customers';
import { declareFileArea } from '../files';
import { pushableReports, pushLogService, pushToSns, pushToUsers } from './pushes.service';
import { faultCodesOf, ingestReport, myReports, REPORT_SERVICES } from './reports.service';
import { sharedReport, sharedReportFile, shareReport, shareService } from './shares.service';

const tags = ['reports'];
const appTags = ['customer app: reports'];
/** No role holds it: report files come from devices, never from the console's upload. */
const DEVICES_ONLY = 'report_files_come_from_devices';

/**
 * Staff: each kind's list, detail, export and fault codes (/{svc}-report/<kind>Report/…), shares and
 * their revocation, pushes and the push log. Devices: the upload. Customers: their reports and shares;
 * anyone with a live link: the shared report.
 */
export async function reportsRoutes(app: App) {
  const { ctx } = app;
  for (const kind of REPORT_KINDS)
    declareFileArea({
      area: reportFileArea(kind),
      types: [...REPORT_FILE_TYPES[kind]],
      maxBytes: REPORT_FILE_MAX_BYTES,
      uploadPermission: DEVICES_ONLY,
      viewPermission: REPORT_PERMISSION[kind].view,
    });
  await app.register(multipart, { limits: { fileSize: REPORT_FILE_MAX_BYTES + 1, files: 1, fields: 4, fieldSize: 200_000 } });

  for (const [i, kind] of REPORT_KINDS.entries()) {
    const svc = REPORT_SERVICES[kind];
    await resourceRoutes(app, svc, { tags, jobRoutes: i === 0 });
    if (kind === 'diagnosis' || kind === 'detection')
      app.get(
        ctx.svcPath('report', `/${kind}Report/faultCodes/:id`),
        {
          config: { permission: REPORT_PERMISSION[kind].view },
          schema: { summary: `List the fault codes of a ${kind} report`, tags, params: ZIdParam, response: { 200: envelope(ZReportFaultCodes) } },
        },
        async (req) => ok(req, await faultCodesOf(ctx, kind, req.params.id)),
      );
  }
  await resourceRoutes(app, shareService, { tags, jobRoutes: false });
  await resourceRoutes(app, pushLogService, { tags, jobRoutes: false });

  const r = (p: string) => ctx.svcPath('report', p);
  app.get(
    r('/push/reports'),
    {
      config: { permission: SIGNED_IN, errors: [1000] },
      schema: {
        summary: 'Reports a push screen offers: one kind, by SN prefix, newest first (either push permission)',
        tags,
        querystring: ZPushableReportsQuery,
        response: { 200: envelope(z.array(ZPushableReport)) },
      },
    },
    async (req) => ok(req, await pushableReports(ctx, req, req.query)),
  );
  app.post(
    r('/push/users'),
    {
      config: { permission: REPORT_PUSH_PERMISSION.users, errors: [79204, 1002] },
      schema: {
        summary: "Push a report's summary to customers by account (a station message)",
        tags,
        body: ZReportPushUsersRequest,
        response: { 200: envelope(pushLogService.contracts.ZRow) },
      },
    },
    async (req) => ok(req, await pushToUsers(ctx, req, req.body)),
  );
  app.post(
    r('/push/sns'),
    {
      config: { permission: REPORT_PUSH_PERMISSION.sns, errors: [79203, 1002] },
      schema: {
        summary: "Push a report's summary to the owners of SNs (a station message)",
        tags,
        body: ZReportPushSnsRequest,
        response: { 200: envelope(pushLogService.contracts.ZRow) },
      },
    },
    async (req) => ok(req, await pushToSns(ctx, req, req.body)),
  );

  // the device's upload: the terminal as /terminal/config authenticates it, then the report and its file
  app.post(
    ctx.svcPath('app', REPORT_DEVICE_UPLOAD_PATH),
    {
      config: {
        permission: PUBLIC,
        appKey: true,
        errors: [15602, 1011, 79101, 79201, 1041],
        multipart: {
          fields: ZReportUploadFields,
          files: {
            file: `The report file (PDF, PNG or JPEG; a thermal report PNG or JPEG; judged by content; up to ${REPORT_FILE_MAX_BYTES / 1024 / 1024} MB)`,
          },
        },
      },
      schema: {
        summary: 'Upload a report from a terminal (X-App-Key; the `report` field as JSON, then `file`)',
        description:
          'The terminal names its app and key in the query and sends its app key in X-App-Key (and its secret when it was issued one): ' +
          'a missing key answers 15602, an unknown or disabled key or terminal 1011, before anything is read. The `report` field ' +
          "(JSON, by kind) comes first, then one `file` part; a file whose content is not of the kind's types answers 79201 and nothing is kept.",
        tags: ['customer app: reports'],
        querystring: ZReportUploadQuery,
        response: {
          200: envelope(z.object({ id: z.number(), kind: z.string(), sn: z.string(), customerAccount: z.string().nullable(), createTime: z.string() })),
        },
      },
    },
    async (req) => ok(req, await ingestReport(ctx, req, req.query)),
  );

  // the customer's reports and shares
  const a = (p: string) => ctx.svcPath('app', p);
  app.get(
    a(REPORT_MINE_PATH),
    {
      config: { permission: CUSTOMER },
      schema: {
        summary: "List the customer's own reports (newest 50)",
        tags: appTags,
        querystring: ZMyReportsQuery,
        response: { 200: envelope(z.array(ZMyReport)) },
      },
    },
    async (req) => ok(req, await myReports(ctx, customerOf(req).id, req.query.kind)),
  );
  app.post(
    a(REPORT_SHARE_PATH),
    {
      config: { permission: CUSTOMER, errors: [1002] },
      schema: {
        summary: 'Share one of your reports as a link for some days',
        tags: appTags,
        body: ZReportShareRequest,
        response: { 200: envelope(ZReportShareReply) },
      },
    },
    async (req) => ok(req, await shareReport(ctx, customerOf(req), req.body)),
  );
  app.get(
    a(`${REPORT_SHARED_PATH}/:token`),
    {
      config: { permission: PUBLIC, errors: [1002, 79202] },
      schema: { summary: 'Open a shared report by its link', tags: appTags, params: ZShareTokenParam, response: { 200: envelope(ZSharedReport) } },
    },
    async (req) => ok(req, await sharedReport(ctx, req.params.token)),
  );
  app.get(
    a(`${REPORT_SHARED_PATH}/:token/file`),
    {
      config: { permission: PUBLIC, errors: [1002, 79202], reply: FILE_REPLY },
      schema: { summary: "Download a shared report's file by its link", tags: appTags, params: ZShareTokenParam },
    },
    async (req, reply) => {
      const { file, stream } = await sharedReportFile(ctx, req.params.token);
      reply.header('content-type', file.type || 'application/octet-stream');
      reply.header('content-length', String(file.size));
      reply.header('content-disposition', contentDisposition(file.name));
      reply.header('cache-control', 'no-store');
      return reply.send(await stream());
    },
  );
}

import {
  envelope,
  LOG_FILE_MAX_BYTES,
  LOG_FILE_TYPES,
  LOGFILE_PERMISSIONS as P,
  PUBLIC,
  ZAppKey,
  ZAppKeyPage,
  ZAppKeyPageQuery,
  ZAppKeyStateRequest,
  ZCreateAppKeyRequest,
  ZCreatedAppKey,
  ZIdParam,
  ZLogBatchDownloadRequest,
  ZLogFile,
  ZLogFilePage,
  ZLogFilePageQuery,
  ZLogFileUploadFields,
} from '@diagops/contracts';
import multipart from '@fastify/multipart';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { FILE_REPLY } from '../../platform/kit/files';
import { declareFileArea } from '../files';
import * as keys from './app-keys.service';
import { sendLogFile, sendLogZip } from './logfiles.download';
import * as svc from './logfiles.service';

const tags = ['logfiles'];

/** Device log files (/brand/fileLog): staff list, detail and download; devices upload with an app key. */
export async function logfilesRoutes(app: App) {
  const { ctx } = app;
  declareFileArea({
    area: svc.LOG_AREA,
    types: [...LOG_FILE_TYPES],
    maxBytes: LOG_FILE_MAX_BYTES,
    uploadPermission: P.appKeyManage.name,
    viewPermission: P.logDownload.name,
  });
  await app.register(multipart, { limits: { fileSize: LOG_FILE_MAX_BYTES + 1, files: 1, fields: 20, fieldSize: 1024 } });
  const log = (p: string) => ctx.svcPath('user', `/logFile${p}`);
  const key = (p: string) => ctx.svcPath('user', `/appKey${p}`);

  app.post(
    ctx.svcPath('app', '/logFile/upload'),
    {
      config: {
        permission: PUBLIC,
        appKey: true,
        errors: [15602, 1011, 1040, 1041],
        multipart: {
          fields: ZLogFileUploadFields,
          files: { file: `The log file (${LOG_FILE_TYPES.join(', ')}; up to ${LOG_FILE_MAX_BYTES / 1024 / 1024} MB)` },
        },
      },
      schema: {
        summary: 'Upload a device log file (header X-App-Key; multipart fields first, then `file`)',
        description:
          'A device sends its log with an app key (header X-App-Key): the text fields before the file, then one `file` part, streamed to storage. ' +
          'A field sent after the file, a second file or a missing one answers 1001; a file over the limit 1041, a type outside the list 1040. ' +
          'A missing key answers 15602, an unknown or disabled one 1011.',
        tags: ['customer app: logfiles'],
        response: { 200: envelope(ZLogFile) },
      },
    },
    async (req) => ok(req, await svc.ingestLogFile(ctx, req)),
  );
  app.post(
    log('/page'),
    {
      config: { permission: P.logView.name },
      schema: { summary: 'Page device log files', tags, body: ZLogFilePageQuery, response: { 200: envelope(ZLogFilePage) } },
    },
    async (req) => ok(req, await svc.getLogFilePage(ctx, req.body)),
  );
  app.get(
    log('/detail/:id'),
    { config: { permission: P.logView.name }, schema: { summary: 'Get a device log file', tags, params: ZIdParam, response: { 200: envelope(ZLogFile) } } },
    async (req) => ok(req, await svc.getLogFile(ctx, req.params.id)),
  );
  app.get(
    log('/download/:id'),
    { config: { permission: P.logDownload.name, reply: FILE_REPLY }, schema: { summary: 'Download one device log file', tags, params: ZIdParam } },
    async (req, reply) => sendLogFile(ctx, reply, req.params.id),
  );
  app.post(
    log('/batchDownload'),
    {
      config: { permission: P.logDownload.name, reply: { file: 'application/zip', description: 'The log files as one zip (streamed)' } },
      schema: { summary: 'Download up to 100 device log files as one zip', tags, body: ZLogBatchDownloadRequest },
    },
    async (req, reply) => sendLogZip(ctx, reply, req.body.ids),
  );

  app.post(
    key('/page'),
    {
      config: { permission: P.appKeyManage.name },
      schema: { summary: 'Page the app keys devices upload logs with', tags, body: ZAppKeyPageQuery, response: { 200: envelope(ZAppKeyPage) } },
    },
    async (req) => ok(req, await keys.getAppKeyPage(ctx, req.body)),
  );
  app.post(
    key('/save'),
    {
      config: { permission: P.appKeyManage.name },
      schema: {
        summary: 'Create an app key (the key is shown in this reply only)',
        tags,
        body: ZCreateAppKeyRequest,
        response: { 200: envelope(ZCreatedAppKey) },
      },
    },
    async (req) => ok(req, await keys.createAppKey(ctx, req, req.body)),
  );
  app.post(
    key('/enable'),
    {
      config: { permission: P.appKeyManage.name },
      schema: { summary: 'Enable an app key', tags, body: ZAppKeyStateRequest, response: { 200: envelope(ZAppKey) } },
    },
    async (req) => ok(req, await keys.setAppKeyEnabled(ctx, req, req.body, true)),
  );
  app.post(
    key('/disable'),
    {
      config: { permission: P.appKeyManage.name },
      schema: { summary: 'Disable an app key (its uploads are refused)', tags, body: ZAppKeyStateRequest, response: { 200: envelope(ZAppKey) } },
    },
    async (req) => ok(req, await keys.setAppKeyEnabled(ctx, req, req.body, false)),
  );
}

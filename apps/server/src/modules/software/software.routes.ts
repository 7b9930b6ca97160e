import {
  envelope,
  SOFTWARE_PERMISSIONS as P,
  SIGNED_IN,
  ZChecklistEntry,
  ZChecklistPage,
  ZChecklistPageQuery,
  ZDeleteRequest,
  ZIdParam,
  ZMnemonic,
  ZMnemonicPage,
  ZMnemonicPageQuery,
  ZReleaseRequest,
  ZSaveChecklistRequest,
  ZSaveMnemonicRequest,
  ZSaveSoftCodeRequest,
  ZSaveUploadRequest,
  ZSoftCode,
  ZSoftCodeOption,
  ZSoftCodePage,
  ZSoftCodePageQuery,
  ZUpdateChecklistRequest,
  ZUpdateMnemonicRequest,
  ZUpdateSoftCodeRequest,
  ZUpdateUploadRequest,
  ZUploadDetail,
  ZUploadPage,
  ZUploadPageQuery,
} from '@diagops/contracts';
import { z } from 'zod';
import { requestLanguage } from '../../platform/http/language';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { declareSoftwareFiles } from './software.files';
import * as svc from './software.service';

const tags = ['software'];

/**
 * /{svc}-product/softCode/… (codes and the software list), /{svc}-product/softUpload/…
 * (versions and their release), /{svc}-product/mnemonic/…, /{svc}-product/appChecklist/….
 */
export async function softwareRoutes(app: App) {
  const { ctx } = app;
  declareSoftwareFiles();
  const code = (p: string) => ctx.svcPath('product', `/softCode${p}`);
  const upload = (p: string) => ctx.svcPath('product', `/softUpload${p}`);
  const mnemonic = (p: string) => ctx.svcPath('product', `/mnemonic${p}`);
  const checklist = (p: string) => ctx.svcPath('product', `/appChecklist${p}`);

  // software codes (also the software list: each code with its newest released version)
  app.post(
    code('/page'),
    {
      config: { permission: P.codeView.name },
      schema: { summary: 'Page software codes', tags, body: ZSoftCodePageQuery, response: { 200: envelope(ZSoftCodePage) } },
    },
    async (req) => ok(req, await svc.getSoftCodePage(ctx, req.body)),
  );
  app.post(
    code('/softwareList'),
    {
      config: { permission: P.softwareView.name },
      schema: {
        summary: 'Page the software list: each code with its newest released version',
        tags,
        body: ZSoftCodePageQuery,
        response: { 200: envelope(ZSoftCodePage) },
      },
    },
    async (req) => ok(req, await svc.getSoftCodePage(ctx, req.body)),
  );
  app.get(
    code('/options'),
    {
      // names and codes only: every software screen's selects need them
      config: { permission: SIGNED_IN },
      schema: { summary: 'List software codes as options', tags, response: { 200: envelope(z.array(ZSoftCodeOption)) } },
    },
    async (req) => ok(req, await svc.softCodeOptions(ctx, requestLanguage(req))),
  );
  app.get(
    code('/detail/:id'),
    {
      config: { permission: P.codeView.name },
      schema: { summary: 'Get a software code', tags, params: ZIdParam, response: { 200: envelope(ZSoftCode) } },
    },
    async (req) => ok(req, await svc.getSoftCode(ctx, req.params.id)),
  );
  app.post(
    code('/save'),
    {
      config: { permission: P.codeAdd.name },
      schema: { summary: 'Add a software code', tags, body: ZSaveSoftCodeRequest, response: { 200: envelope(ZSoftCode) } },
    },
    async (req) => ok(req, await svc.saveSoftCode(ctx, req, req.body)),
  );
  app.post(
    code('/update'),
    {
      config: { permission: P.codeEdit.name },
      schema: { summary: 'Edit a software code', tags, body: ZUpdateSoftCodeRequest, response: { 200: envelope(ZSoftCode) } },
    },
    async (req) => ok(req, await svc.updateSoftCode(ctx, req, req.body)),
  );
  app.post(
    code('/delete'),
    {
      config: { permission: P.codeDel.name },
      schema: { summary: 'Delete a software code', tags, body: ZDeleteRequest, response: { 200: envelope(z.null()) } },
    },
    async (req) => ok(req, (await svc.deleteSoftCode(ctx, req, req.body)) ?? null),
  );

  // uploads (versions) and their release
  app.post(
    upload('/page'),
    {
      config: { permission: P.uploadView.name },
      schema: { summary: 'Page software uploads (versions)', tags, body: ZUploadPageQuery, response: { 200: envelope(ZUploadPage) } },
    },
    async (req) => ok(req, await svc.getUploadPage(ctx, req.body, requestLanguage(req))),
  );
  app.post(
    upload('/toolkitPage'),
    {
      config: { permission: P.toolkitView.name },
      schema: { summary: 'Page toolkit upgrade packages', tags, body: ZUploadPageQuery, response: { 200: envelope(ZUploadPage) } },
    },
    async (req) => ok(req, await svc.getUploadPage(ctx, { ...req.body, operationType: 'toolkit' }, requestLanguage(req))),
  );
  app.get(
    upload('/detail/:id'),
    {
      config: { permission: P.uploadView.name },
      schema: {
        summary: 'Get a software upload with its release history and the actions open to the caller',
        tags,
        params: ZIdParam,
        response: { 200: envelope(ZUploadDetail) },
      },
    },
    async (req) => ok(req, await svc.getUpload(ctx, req, req.params.id)),
  );
  app.post(
    upload('/save'),
    {
      config: { permission: P.uploadAdd.name },
      schema: { summary: 'Upload a software version (a draft)', tags, body: ZSaveUploadRequest, response: { 200: envelope(ZUploadDetail) } },
    },
    async (req) => ok(req, await svc.saveUpload(ctx, req, req.body)),
  );
  app.post(
    upload('/update'),
    {
      config: { permission: P.uploadEdit.name },
      schema: { summary: 'Edit a draft software version', tags, body: ZUpdateUploadRequest, response: { 200: envelope(ZUploadDetail) } },
    },
    async (req) => ok(req, await svc.updateUpload(ctx, req, req.body)),
  );
  app.post(
    upload('/delete'),
    {
      config: { permission: P.uploadDel.name },
      schema: { summary: 'Delete a draft software version', tags, body: ZDeleteRequest, response: { 200: envelope(z.null()) } },
    },
    async (req) => ok(req, (await svc.deleteUpload(ctx, req, req.body)) ?? null),
  );
  app.post(
    upload('/release'),
    {
      // each action needs its own permission (submit, review, withdraw): the state machine checks it (1000)
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'Submit, approve (release), reject or withdraw a software version',
        tags,
        body: ZReleaseRequest,
        response: { 200: envelope(ZUploadDetail) },
      },
    },
    async (req) => ok(req, await svc.changeRelease(ctx, req, req.body)),
  );

  // mnemonics
  app.post(
    mnemonic('/page'),
    {
      config: { permission: P.mnemonicView.name },
      schema: { summary: 'Page mnemonics', tags, body: ZMnemonicPageQuery, response: { 200: envelope(ZMnemonicPage) } },
    },
    async (req) => ok(req, await svc.getMnemonicPage(ctx, req.body)),
  );
  app.get(
    mnemonic('/detail/:id'),
    { config: { permission: P.mnemonicView.name }, schema: { summary: 'Get a mnemonic', tags, params: ZIdParam, response: { 200: envelope(ZMnemonic) } } },
    async (req) => ok(req, await svc.getMnemonic(ctx, req.params.id)),
  );
  app.post(
    mnemonic('/save'),
    {
      config: { permission: P.mnemonicAdd.name },
      schema: { summary: 'Add a mnemonic', tags, body: ZSaveMnemonicRequest, response: { 200: envelope(ZMnemonic) } },
    },
    async (req) => ok(req, await svc.saveMnemonic(ctx, req, req.body)),
  );
  app.post(
    mnemonic('/update'),
    {
      config: { permission: P.mnemonicEdit.name },
      schema: { summary: 'Edit a mnemonic', tags, body: ZUpdateMnemonicRequest, response: { 200: envelope(ZMnemonic) } },
    },
    async (req) => ok(req, await svc.updateMnemonic(ctx, req, req.body)),
  );
  app.post(
    mnemonic('/delete'),
    { config: { permission: P.mnemonicDel.name }, schema: { summary: 'Delete a mnemonic', tags, body: ZDeleteRequest, response: { 200: envelope(z.null()) } } },
    async (req) => ok(req, (await svc.deleteMnemonic(ctx, req, req.body)) ?? null),
  );

  // application checklist
  app.post(
    checklist('/page'),
    {
      config: { permission: P.checklistView.name },
      schema: { summary: 'Page the application checklist', tags, body: ZChecklistPageQuery, response: { 200: envelope(ZChecklistPage) } },
    },
    async (req) => ok(req, await svc.getChecklistPage(ctx, req.body, requestLanguage(req))),
  );
  app.get(
    checklist('/detail/:id'),
    {
      config: { permission: P.checklistView.name },
      schema: { summary: 'Get an application checklist entry', tags, params: ZIdParam, response: { 200: envelope(ZChecklistEntry) } },
    },
    async (req) => ok(req, await svc.getChecklistEntry(ctx, req.params.id, requestLanguage(req))),
  );
  app.post(
    checklist('/save'),
    {
      config: { permission: P.checklistAdd.name },
      schema: { summary: 'Add an application checklist entry', tags, body: ZSaveChecklistRequest, response: { 200: envelope(ZChecklistEntry) } },
    },
    async (req) => ok(req, await svc.saveChecklist(ctx, req, req.body)),
  );
  app.post(
    checklist('/update'),
    {
      config: { permission: P.checklistEdit.name },
      schema: { summary: 'Edit an application checklist entry', tags, body: ZUpdateChecklistRequest, response: { 200: envelope(ZChecklistEntry) } },
    },
    async (req) => ok(req, await svc.updateChecklist(ctx, req, req.body)),
  );
  app.post(
    checklist('/delete'),
    {
      config: { permission: P.checklistDel.name },
      schema: { summary: 'Delete an application checklist entry', tags, body: ZDeleteRequest, response: { 200: envelope(z.null()) } },
    },
    async (req) => ok(req, (await svc.deleteChecklist(ctx, req, req.body)) ?? null),
  );
}

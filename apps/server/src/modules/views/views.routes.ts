import { envelope, SIGNED_IN, ZSavedView, ZViewDefault, ZViewDelete, ZViewList, ZViewListQuery, ZViewSave, ZViewUpdate } from '@diagops/contracts';
import { z } from 'zod';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { deleteView, listViews, saveView, setDefaultView, updateView } from './views.service';

const tags = ['saved views'];

/** /{svc}-user/view/…: saved views of the kit's lists (issue 37): any signed-in user, on their own views and those shared with their roles. */
export async function viewsRoutes(app: App) {
  const { ctx } = app;
  const v = (p: string) => ctx.svcPath('user', `/view${p}`);
  const config = { permission: SIGNED_IN };
  app.post(
    v('/list'),
    {
      config,
      schema: {
        summary: "List a list's saved views the caller may open, and their default",
        tags,
        body: ZViewListQuery,
        response: { 200: envelope(ZViewList) },
      },
    },
    async (req) => ok(req, await listViews(ctx, req, req.body.list)),
  );
  app.post(
    v('/save'),
    {
      config: { ...config, errors: [79951, 79952] },
      schema: { summary: 'Save a view of a list', tags, body: ZViewSave, response: { 200: envelope(ZSavedView) } },
    },
    async (req) => ok(req, await saveView(ctx, req, req.body)),
  );
  app.post(
    v('/update'),
    {
      config: { ...config, errors: [79951, 79953, 1005] },
      schema: { summary: "Rename, change or share one's own view", tags, body: ZViewUpdate, response: { 200: envelope(ZSavedView) } },
    },
    async (req) => ok(req, await updateView(ctx, req, req.body)),
  );
  app.post(
    v('/delete'),
    {
      config: { ...config, errors: [79953, 1005] },
      schema: { summary: "Delete one's own view", tags, body: ZViewDelete, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await deleteView(ctx, req, req.body.id, req.body.version);
      return ok(req, null);
    },
  );
  app.post(
    v('/default'),
    { config, schema: { summary: "Set or clear the caller's default view of a list", tags, body: ZViewDefault, response: { 200: envelope(z.null()) } } },
    async (req) => {
      await setDefaultView(ctx, req, req.body.list, req.body.viewId);
      return ok(req, null);
    },
  );
}

// The real-time hub (platform: uses no area). Areas push through `publish` and `notifyStaff`,
// install frame handlers with `onRealtimeFrame`, and the owners of tokens install how a
// handshake token is resolved (`installRealtimeIdentity`, auth for staff, customers for theirs).

import { type IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { envelope, PUBLIC, SIGNED_IN, ZNoticeList, ZNoticeRead } from '@diagops/contracts';
import fastifyWebsocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { AppError } from '../http/errors';
import { ok } from '../http/reply';
import type { App } from '../http/types';
import { type Bus, LocalBus, RedisBus } from './bus';
import { CLOSE, CMD, type Frame, LIMITS } from './frames';
import { Hub, type RtHandler, type RtIdentityResolver, type RtPresenceListener } from './hub';
import { insertNotices, listNotices, markNoticesRead, presentNotice } from './notices';

export { CLOSE, CMD, type Frame, LIMITS } from './frames';
export { type RtConn, type RtHandler, type RtIdentity, type RtIdentityResolver, topicOf } from './hub';

let current: Hub | null = null;
const pendingResolvers: RtIdentityResolver[] = [];
const pendingHandlers = new Map<number, RtHandler>();
const pendingPresence: RtPresenceListener[] = [];

function hub(): Hub {
  if (!current) throw new Error('the real-time hub has not started');
  return current;
}

/**
 * Stores a bell notice for each user and pushes it to their open consoles (cmd 7). The
 * console shows the unread count, lists the notices and marks them read.
 */
export async function notifyStaff(input: { userIds: number[]; kind: string; title: string; link: string }): Promise<void> {
  const h = hub();
  const rows = await insertNotices(h.ctx.db, input, new Date(h.ctx.clock.now()));
  await Promise.all(rows.map((r) => h.publish(`user:${r.userId}`, { cmd: CMD.notice, data: presentNotice(r) })));
}

/**
 * Sends a frame to every socket subscribed to a topic, on every instance. Topics:
 * `user:{id}` (a staff user's consoles), `customer:{id}` (a customer's chat windows).
 */
export function publish(topic: string, frame: { cmd: number; data: unknown }): Promise<void> {
  if (!current) return Promise.resolve();
  return current.publish(topic, frame);
}

/** Closes the sockets of these sessions on every instance (3000: deliberate sign-out). */
export function closeRealtimeSessions(sessionIds: string[], code: number = CLOSE.signedOut, reason = 'signed out'): Promise<void> {
  if (!current) return Promise.resolve();
  return current.closeSessions(sessionIds, code, reason);
}

/** How a handshake token becomes an identity; the owners of tokens install one each. */
export function installRealtimeIdentity(resolver: RtIdentityResolver) {
  if (!pendingResolvers.includes(resolver)) pendingResolvers.push(resolver);
  current?.addResolver(resolver);
}

/** A handler for one cmd (any value but 0 and 1). */
export function onRealtimeFrame(cmd: number, handler: RtHandler) {
  pendingHandlers.set(cmd, handler);
  current?.on(cmd, handler);
}

/** Told when an identity's first socket opens on this instance and when its last closes. */
export function onRealtimePresence(listener: RtPresenceListener) {
  if (!pendingPresence.includes(listener)) pendingPresence.push(listener);
  current?.onPresence(listener);
}

/** Whether a topic has an open socket on this instance. */
export function hasLocalSocket(topic: string): boolean {
  return current?.hasLocal(topic) ?? false;
}

/** The running hub (tests and the bench read its counters). */
export function realtimeHub(): Hub | null {
  return current;
}

function busFor(app: App): Bus {
  const { ctx } = app;
  if (!ctx.redis || !ctx.config.DATABASE_URL) return new LocalBus();
  const dbName = new URL(ctx.config.DATABASE_URL).pathname.slice(1);
  return new RedisBus(ctx.redis, `diagops:${ctx.config.SVC}:rt:${dbName}`);
}

/**
 * An idle socket should hold nothing of the HTTP request that opened it. @fastify/websocket's
 * error listener closes over the request and reply, and the upgraded TCP socket still points at
 * the unused HTTP response (and through it the request): together several KB a socket. The
 * hub installs its own error listener (which terminates the socket, as the plugin's did) and the
 * response lets go of the socket.
 */
function releaseUpgradeRequest(socket: WebSocket, raw: IncomingMessage) {
  socket.removeAllListeners('error');
  const tcp = raw.socket as (Socket & { _httpMessage?: unknown }) | null;
  const res = tcp?._httpMessage;
  if (tcp && res instanceof ServerResponse && res.socket === tcp) res.detachSocket(tcp);
}

/** The socket at /{svc}-rt/ws and the bell's calls; started with the app, stopped with it. */
export async function registerRealtime(app: App) {
  const { ctx } = app;
  // no per-message deflate: a zlib context per socket costs far more than the few bytes a frame saves
  await app.register(fastifyWebsocket, { options: { maxPayload: LIMITS.maxFrameBytes, perMessageDeflate: false } });
  const h = new Hub(ctx, busFor(app));
  for (const r of pendingResolvers) h.addResolver(r);
  for (const [cmd, handler] of pendingHandlers) h.on(cmd, handler);
  for (const l of pendingPresence) h.onPresence(l);
  current = h;
  await h.start();
  app.addHook('onClose', async () => {
    await h.stop();
    if (current === h) current = null;
  });

  app.get(
    ctx.svcPath('rt', '/ws'),
    {
      websocket: true,
      config: { permission: PUBLIC },
      schema: { summary: 'Open the real-time connection (frames { cmd, data }; cmd 0 with the access token first)', hide: true },
    },
    (socket, req) => {
      releaseUpgradeRequest(socket, req.raw);
      h.attach(socket);
    },
  );
  app.get(
    ctx.svcPath('user', '/notice/list'),
    {
      config: { permission: SIGNED_IN },
      schema: { summary: "List the caller's latest bell notices and the unread count", response: { 200: envelope(ZNoticeList) } },
    },
    async (req) => {
      if (!req.auth) throw new AppError(1003);
      return ok(req, await listNotices(ctx.db, req.auth.userId));
    },
  );
  app.put(
    ctx.svcPath('user', '/notice/read'),
    {
      config: { permission: SIGNED_IN },
      schema: { summary: "Mark the caller's bell notices read (all when no ids)", body: ZNoticeRead, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      if (!req.auth) throw new AppError(1003);
      await markNoticesRead(ctx.db, req.auth.userId, req.body.ids, new Date(ctx.clock.now()));
      return ok(req, null);
    },
  );
}

export type { Frame as RealtimeFrame };

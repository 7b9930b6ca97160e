import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { moduleRoutes } from '../src/modules';
import type { AppContext } from '../src/platform/context';
import type { App } from '../src/platform/http/types';

export type RegisteredRoute = { method: string; url: string; permission: string };

/**
 * Every API route the areas register, with the permission it declares: the areas' plugins
 * registered on a bare Fastify that records them. Tests that must cover "every route of a
 * kind" enumerate these, so a new route is covered without being listed by hand.
 */
export async function registeredRoutes(ctx: AppContext): Promise<RegisteredRoute[]> {
  const found: RegisteredRoute[] = [];
  const app = Fastify();
  app.decorate('ctx', ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', (route) => {
    const permission = route.config?.permission;
    if (!permission) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') found.push({ method, url: route.url, permission });
  });
  for (const routes of moduleRoutes) await app.register(routes as never);
  await app.ready();
  await (app as unknown as App).close();
  return found;
}

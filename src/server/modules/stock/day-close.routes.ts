import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConfigOptions } from '../../plugins/service.ts';

export const dayCloseRoutes: FastifyPluginAsyncZod<ConfigOptions> = async () => {};

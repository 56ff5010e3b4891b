/**
 * The one way a module shares its service: its plugin creates the service once, from the
 * services it depends on (already on `app`) and the configuration, and decorates the app with it.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env.ts';

/** What every plugin that needs configuration is given. */
export interface ConfigOptions {
  config: Config;
}

/** A plugin named `name` (the decoration it adds), registered after its `dependencies`. */
export function servicePlugin(
  name: string,
  dependencies: string[],
  decorate: (app: FastifyInstance, config: Config) => void,
) {
  return fp(async (app: FastifyInstance, { config }: ConfigOptions) => decorate(app, config), {
    name,
    dependencies,
  });
}

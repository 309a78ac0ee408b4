import type { FastifyPluginAsync } from 'fastify';
import { systemRoutes } from './system/system.routes.ts';

/** Every feature module's routes. A new module adds one line here. */
export const registerModules: FastifyPluginAsync = async (app) => {
  await app.register(systemRoutes);
};

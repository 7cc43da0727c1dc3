import type { FastifyPluginAsync } from 'fastify';
import phone from './phone.ts';
import profile from './profile.ts';

const routes: FastifyPluginAsync = async (app) => {
  await app.register(profile);
  await app.register(phone);
};
export default routes;

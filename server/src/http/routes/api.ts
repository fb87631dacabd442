import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { useZodSchemas } from '../contractRoutes';
import { allowPartnerOrigins } from '../partnerCors';
import { blogRoutes } from './blogs';
import { chatRoutes } from './chat';
import { consultationRoutes } from './consultations';
import { dealRoutes } from './deals';
import { adPlatformRoutes } from './adPlatforms';
import { conversationToolRoutes } from './conversationTools';
import { customerRoutes } from './customer';
import { experimentRoutes } from './experiments';
import { formRoutes, type FormRouteDeps } from './forms';
import { healthRoutes } from './health';
import { helpRoutes } from './help';
import { helpArticleRoutes } from './helpArticles';
import { peopleRoutes } from './people';
import { postRoutes } from './posts';
import { searchRoutes } from './search';
import { staffRoutes, type StaffRouteDeps } from './staff';
import { staffLeadRoutes } from './staffLeads';
import { staffVisitorRoutes } from './staffVisitors';
import { reportRoutes } from './reports';
import { teamRoutes } from './team';
import { teamSettingsRoutes } from './teamSettings';
import { uploadRoutes } from './uploads';
import { webhookRoutes } from './webhooks';

export type ApiDeps = FormRouteDeps & StaffRouteDeps;

/**
 * Everything under /api: the routes of the shared API contract, each part of
 * a request checked by the contract's zod schemas (http/contractRoutes.ts).
 */
export async function apiRoutes(api: FastifyInstance, { prefix: _prefix, ...deps }: ApiDeps & { prefix?: string }) {
  useZodSchemas(api);
  await allowPartnerOrigins(api, deps.config.partnerOrigins);
  const plugins: FastifyPluginAsync<ApiDeps>[] = [healthRoutes, staffRoutes, staffLeadRoutes, formRoutes, customerRoutes, blogRoutes, helpRoutes, chatRoutes, uploadRoutes, staffVisitorRoutes, teamRoutes, teamSettingsRoutes, peopleRoutes, conversationToolRoutes, searchRoutes, reportRoutes, postRoutes, helpArticleRoutes, experimentRoutes, webhookRoutes, consultationRoutes, dealRoutes, adPlatformRoutes];
  for (const routes of plugins) await api.register(routes, deps);
}

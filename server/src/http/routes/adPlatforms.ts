import type { FastifyInstance } from 'fastify';
import { MAX_SPEND_FILE_CHARS } from '@bookcraft/shared/contracts';
import { conversionLog } from '../../adPlatforms/conversionLog';
import { adPlatformSettings, saveConversionStages, savePlatform } from '../../adPlatforms/settings';
import { readSpendFile } from '../../adSpend/spendFile';
import { storeSpend } from '../../adSpend/spendStore';
import { ClientError } from '../../core/errors';
import { addressGuard } from '../../webhooks/addressGuard';
import type { Deps } from '../deps';
import { contractRoutes } from '../contractRoutes';

// The marketers' money (docs/revenue.md, docs/ad-platforms.md), admins only:
// POST /api/staff/ad-spend                  { file } a daily campaign report -> 201 what was stored | 400 naming the line, nothing stored
// GET  /api/staff/ad-platforms              each platform's settings (tokens by their last four) and the conversion stages
// PUT  /api/staff/ad-platforms/stages       { stageIds } the stages whose arrival is a conversion
// PUT  /api/staff/ad-platforms/:id          google, meta or microsoft: the platform's endpoint, ids, tokens (left out: kept), consent, conversion actions
// GET  /api/staff/ad-conversions?page=      what the platforms were told: sent, waiting, failed or skipped with why
export async function adPlatformRoutes(app: FastifyInstance, deps: Deps) {
  const route = contractRoutes(app, deps);
  const { db, clock } = deps;
  const guard = addressGuard(deps.config.webhookAllowedHosts);

  route(
    'POST /api/staff/ad-spend',
    async ({ staff, body }, reply) => {
      const read = readSpendFile(body.file);
      if (!read.ok) throw new ClientError(400, 'Invalid request', { file: read.message });
      return reply.status(201).send(await storeSpend(db, staff!, read.layout, read.rows, clock.now()));
    },
    // The file travels as JSON text: escapes may make it up to twice its size.
    { bodyLimit: MAX_SPEND_FILE_CHARS * 2 },
  );

  route('GET /api/staff/ad-platforms', async () => adPlatformSettings(db));
  route('PUT /api/staff/ad-platforms/stages', async ({ staff, body }) => saveConversionStages(db, staff!, body.stageIds, clock.now()));
  route('PUT /api/staff/ad-platforms/:id', async ({ staff, params, body }) => savePlatform(db, guard, staff!, params.id, body, clock.now()));
  route('GET /api/staff/ad-conversions', async ({ query }) => conversionLog(db, query.page, query.pageSize));
}

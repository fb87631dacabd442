import type { AdPlatform, AdPlatformSettings } from '@bookcraft/shared/contracts';
import { adPlatformBodySchema } from '@bookcraft/shared/contracts';
import type { z } from 'zod';
import type { Database, Queryable } from '../core/db/database';
import { ClientError } from '../core/errors';
import type { StaffIdentity } from '../staff/sessions';
import { recordAudit } from '../team/audit';
import { refusePrivateAddress, type AddressGuard } from '../webhooks/addressGuard';

type AdPlatformBody = z.output<typeof adPlatformBodySchema>;

/** A platform's row, secrets included: what the worker sends with. */
export interface PlatformRow {
  platform: AdPlatform;
  enabled: boolean;
  endpoint: string;
  account_id: string;
  customer_id: string;
  access_token: string;
  developer_token: string;
  share_contacts: boolean;
  conversion_actions: Record<string, string>;
}

const COLUMNS = 'platform, enabled, endpoint, account_id, customer_id, access_token, developer_token, share_contacts, conversion_actions';

/** A secret's last four characters, or '' when none is set: enough to tell which one it is. */
const ending = (secret: string) => (secret ? secret.slice(-4) : '');

const toSettings = (row: PlatformRow): AdPlatformSettings => ({
  platform: row.platform,
  enabled: row.enabled,
  endpoint: row.endpoint,
  accountId: row.account_id,
  customerId: row.customer_id,
  accessTokenEnding: ending(row.access_token),
  developerTokenEnding: ending(row.developer_token),
  shareContacts: row.share_contacts,
  conversionActions: Object.entries(row.conversion_actions).map(([stageId, actionId]) => ({ stageId, actionId })),
});

export async function platformRows(db: Queryable): Promise<PlatformRow[]> {
  return db.query<PlatformRow>(`SELECT ${COLUMNS} FROM ad_platforms ORDER BY array_position(ARRAY['google', 'meta', 'microsoft'], platform)`);
}

/** Every platform's settings (tokens by their endings) and the stages that count as conversions. */
export async function adPlatformSettings(db: Queryable) {
  const [rows, stages] = await Promise.all([platformRows(db), db.query<{ id: string }>('SELECT c.stage_id::text AS id FROM ad_conversion_stages c JOIN deal_stages s ON s.id = c.stage_id ORDER BY s.position')]);
  return { platforms: rows.map(toSettings), conversionStageIds: stages.map((stage) => stage.id) };
}

/** An admin's change to a platform: a token left out stays; turning it on asks for what it cannot send without. */
export async function savePlatform(db: Database, guard: AddressGuard, staff: StaffIdentity, platform: AdPlatform, body: AdPlatformBody, at: Date) {
  await refusePrivateAddress(guard, body.endpoint, 'endpoint');
  return db.transaction(async (tx) => {
    const [row] = await tx.query<PlatformRow>(
      `UPDATE ad_platforms SET enabled = $2, endpoint = $3, account_id = $4, customer_id = $5, access_token = COALESCE($6, access_token),
         developer_token = COALESCE($7, developer_token), share_contacts = $8, conversion_actions = $9::jsonb
       WHERE platform = $1 RETURNING ${COLUMNS}`,
      [platform, body.enabled, body.endpoint, body.accountId, body.customerId, body.accessToken ?? null, body.developerToken ?? null, body.shareContacts, JSON.stringify(Object.fromEntries(body.conversionActions.map((action) => [action.stageId, action.actionId])))],
    );
    if (row!.enabled) {
      const missing = missingWhenOn(row!);
      if (missing) throw new ClientError(400, 'Invalid request', missing);
    }
    await recordAudit(tx, at, { actor: staff, action: 'changed ad platform', subject: `ad-platform:${platform}`, detail: row!.enabled ? 'on' : 'off' });
    return adPlatformSettings(tx);
  });
}

const REQUIRED = 'Needed to send conversions.';

/** The fields a platform that is on cannot do without, by field, or undefined when none is missing. */
function missingWhenOn(row: PlatformRow): Record<string, string> | undefined {
  const missing: Record<string, string> = {};
  if (!row.account_id) missing.accountId = REQUIRED;
  if (!row.access_token) missing.accessToken = REQUIRED;
  if (row.platform !== 'meta' && !row.developer_token) missing.developerToken = REQUIRED;
  if (row.platform === 'microsoft' && !row.customer_id) missing.customerId = REQUIRED;
  return Object.keys(missing).length ? missing : undefined;
}

/** The stages whose arrival is a conversion (stages that are not the team's are refused). */
export async function saveConversionStages(db: Database, staff: StaffIdentity, stageIds: readonly string[], at: Date) {
  return db.transaction(async (tx) => {
    const known = await tx.query<{ id: string }>('SELECT id::text AS id FROM deal_stages WHERE id = ANY($1::uuid[])', [stageIds]);
    if (known.length !== stageIds.length) throw new ClientError(400, 'Invalid request', { stageIds: 'Choose among the deal stages.' });
    await tx.query('DELETE FROM ad_conversion_stages');
    await tx.query('INSERT INTO ad_conversion_stages (stage_id) SELECT unnest($1::uuid[])', [stageIds]);
    await recordAudit(tx, at, { actor: staff, action: 'changed conversion stages', subject: 'ad-platforms', detail: `${stageIds.length} stages` });
    return adPlatformSettings(tx);
  });
}

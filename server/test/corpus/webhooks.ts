import { randomUUID } from 'node:crypto';
import type { World } from './world';

/** What the webhook calls act on in a world: an endpoint (inactive: nothing is sent) and one delivery of it. */
interface WorldWebhook {
  endpoint: string;
  delivery: string;
}

const webhooks = new WeakMap<World, WorldWebhook>();

/** Ids that name nothing, for the tests that make a call without the case's setup (refused before anything is looked up). */
const NOTHING = '00000000-0000-4000-8000-000000000000';

export const webhookOf = (world: World): WorldWebhook => webhooks.get(world) ?? { endpoint: NOTHING, delivery: NOTHING };

/** A valid endpoint: a public address (no name to resolve), switched off so the corpus sends nothing anywhere. */
export const webhookFields = () => ({ url: 'https://93.184.215.14/hooks/bookcraft', secret: 'corpus-secret-0123456789', events: ['lead.stored'], description: 'The CRM', active: false });

/** Stored as the routes would store them (the routes themselves are tested in webhooks.test.ts). */
export async function addWebhook(world: World): Promise<void> {
  const fields = webhookFields();
  const endpoint = randomUUID();
  await world.db.query(`INSERT INTO webhook_endpoints (id, url, secret, events, description, active) VALUES ($1, $2, $3, $4::text[], $5, false)`, [
    endpoint,
    fields.url,
    fields.secret,
    fields.events,
    fields.description,
  ]);
  const [delivery] = await world.db.query<{ id: string }>(
    `INSERT INTO webhook_deliveries (endpoint_id, event, payload, created_at, next_attempt_at, give_up_at)
     VALUES ($1, 'lead.stored', '{}'::jsonb, now(), now(), now() + interval '24 hours') RETURNING id::text AS id`,
    [endpoint],
  );
  webhooks.set(world, { endpoint, delivery: delivery!.id });
}

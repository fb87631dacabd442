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

/**
 * An active endpoint, for the test event (an inactive one is refused it): on loopback, which no corpus server
 * allows, so the worker refuses each attempt at its address guard without connecting anywhere.
 */
const ACTIVE_ENDPOINT = { url: 'http://127.0.0.1:9/hooks/bookcraft', active: true };

/** Stored as the routes would store them (the routes themselves are tested in webhooks.test.ts). */
export async function addWebhook(world: World, { url, active } = { url: webhookFields().url, active: false }): Promise<void> {
  const fields = webhookFields();
  const endpoint = randomUUID();
  await world.db.query(`INSERT INTO webhook_endpoints (id, url, secret, events, description, active) VALUES ($1, $2, $3, $4::text[], $5, $6)`, [
    endpoint,
    url,
    fields.secret,
    fields.events,
    fields.description,
    active,
  ]);
  const [delivery] = await world.db.query<{ id: string }>(
    `INSERT INTO webhook_deliveries (endpoint_id, event, payload, created_at, next_attempt_at, give_up_at)
     VALUES ($1, 'person.erased', '{"visitorIds": [], "leadIds": []}'::jsonb, now(), now(), now() + interval '24 hours') RETURNING id::text AS id`,
    [endpoint],
  );
  webhooks.set(world, { endpoint, delivery: delivery!.id });
}

export const addActiveWebhook = (world: World) => addWebhook(world, ACTIVE_ENDPOINT);

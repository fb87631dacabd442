import type { Actor } from '../chat/actor';
import { TooManyRequestsError } from '../core/errors';
import { clientKey } from '../core/rateLimit';

/** Uploads one visitor (or one staff member) may send at once to a node. */
export const UPLOADS_PER_ACTOR = 1;
/** Uploads one client address (IPv4, or IPv6 /64) may send at once to a node: many tokens from one address do not take every place. */
export const UPLOADS_PER_CLIENT = 2;
/** What a refused upload is told to wait: about the time an upload takes on a slow connection. */
export const UPLOAD_RETRY_AFTER_SECONDS = 5;

const keyOf = (actor: Actor) => (actor.staff ? `staff:${actor.staff.id}` : `visitor:${actor.customerId}`);

/**
 * The uploads a node is receiving: at most `perNode` at once,
 * `UPLOADS_PER_ACTOR` per actor and `UPLOADS_PER_CLIENT` per client address.
 * One more is refused at once with 429 and Retry-After, never queued, so a
 * flood of slow uploads holds neither memory nor disk beyond the cap. Counted
 * per node, in memory: a visitor whose requests reach several nodes gets one
 * upload on each.
 */
export function uploadSlots(perNode: number) {
  let receiving = 0;
  const perActor = countsBy();
  const perClient = countsBy();
  return {
    /** Takes a place for the actor's upload from `ip`, or throws 429; call what it returns once the upload is over. */
    take(actor: Actor, ip: string): () => void {
      const actorKey = keyOf(actor);
      const client = clientKey(ip);
      if (perActor.of(actorKey) >= UPLOADS_PER_ACTOR) throw new TooManyRequestsError('Send one image at a time: wait for the one under way to finish', UPLOAD_RETRY_AFTER_SECONDS);
      if (receiving >= perNode) throw new TooManyRequestsError('Too many images are being sent right now, please try again in a moment', UPLOAD_RETRY_AFTER_SECONDS);
      if (perClient.of(client) >= UPLOADS_PER_CLIENT) throw new TooManyRequestsError('Too many images are being sent from your address, please try again in a moment', UPLOAD_RETRY_AFTER_SECONDS);
      receiving++;
      perActor.add(actorKey, 1);
      perClient.add(client, 1);
      let given = false;
      return () => {
        if (given) return;
        given = true;
        receiving--;
        perActor.add(actorKey, -1);
        perClient.add(client, -1);
      };
    },
  };
}

/** Counts by key, holding no key whose count is back to 0. */
function countsBy() {
  const counts = new Map<string, number>();
  return {
    of: (key: string) => counts.get(key) ?? 0,
    add(key: string, change: number) {
      const count = (counts.get(key) ?? 0) + change;
      if (count > 0) counts.set(key, count);
      else counts.delete(key);
    },
  };
}

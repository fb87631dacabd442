import type { Actor } from '../chat/conversations';
import { TooManyRequestsError } from '../http/errors';

/** Uploads one visitor (or one staff member) may send at once to a node. */
export const UPLOADS_PER_ACTOR = 1;
/** What a refused upload is told to wait: about the time an upload takes on a slow connection. */
export const UPLOAD_RETRY_AFTER_SECONDS = 5;

const keyOf = (actor: Actor) => (actor.staff ? `staff:${actor.staff.id}` : `visitor:${actor.customerId}`);

/**
 * The uploads a node is receiving: at most `perNode` at once, and
 * `UPLOADS_PER_ACTOR` per actor. One more is refused at once with 429 and
 * Retry-After, never queued, so a flood of slow uploads holds neither memory
 * nor disk beyond the cap. Counted per node, in memory: a visitor whose
 * requests reach several nodes gets one upload on each.
 */
export function uploadSlots(perNode: number) {
  let receiving = 0;
  const perActor = new Map<string, number>();
  return {
    /** Takes a place for the actor's upload, or throws 429; call what it returns once the upload is over. */
    take(actor: Actor): () => void {
      const key = keyOf(actor);
      const mine = perActor.get(key) ?? 0;
      if (mine >= UPLOADS_PER_ACTOR) throw new TooManyRequestsError('Send one image at a time: wait for the one under way to finish', UPLOAD_RETRY_AFTER_SECONDS);
      if (receiving >= perNode) throw new TooManyRequestsError('Too many images are being sent right now, please try again in a moment', UPLOAD_RETRY_AFTER_SECONDS);
      receiving++;
      perActor.set(key, mine + 1);
      let given = false;
      return () => {
        if (given) return;
        given = true;
        receiving--;
        const left = (perActor.get(key) ?? 1) - 1;
        if (left > 0) perActor.set(key, left);
        else perActor.delete(key);
      };
    },
  };
}

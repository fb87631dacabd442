import { REGISTRATION_KEY_STORAGE } from '../../contract/constants';
import { newIdempotencyKey } from '../leads/submit';

/**
 * The key of this browser's pending registration: kept until the server has
 * answered one, so the beacon sent as a short visit ends and the registration
 * sent later (or retried) are the same visitor.
 */
export function registrationKey(): string {
  try {
    let key = localStorage.getItem(REGISTRATION_KEY_STORAGE);
    if (!key) {
      key = newIdempotencyKey();
      localStorage.setItem(REGISTRATION_KEY_STORAGE, key);
    }
    return key;
  } catch {
    return newIdempotencyKey();
  }
}

export function forgetRegistrationKey(): void {
  try {
    localStorage.removeItem(REGISTRATION_KEY_STORAGE);
  } catch {
    // Storage blocked: nothing was kept.
  }
}

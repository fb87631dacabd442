import { STORAGE_KEYS } from '../../contract/constants';
import type { VisitorStorageKeys } from './session';

export interface StoredVisitor {
  customerId: string;
  token: string;
}

/** The visitor this browser registered on the site, when it has; storage blocked (private mode) reads as none. */
export function storedVisitor(keys: VisitorStorageKeys = STORAGE_KEYS): StoredVisitor | undefined {
  try {
    const customerId = localStorage.getItem(keys.customerId);
    const token = localStorage.getItem(keys.visitorToken);
    return customerId && token ? { customerId, token } : undefined;
  } catch {
    return undefined;
  }
}

/** Every customer call carries the visitor token: the server lets a browser touch only its own record. */
export const visitorAuth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

let registering: Promise<unknown> | undefined;

/** Marks this page's registration of its visitor as under way, for `visitorHeaders` to wait for. */
export function registrationUnderWay(registration: Promise<unknown>): void {
  registering = registration;
  const done = () => {
    if (registering === registration) registering = undefined;
  };
  registration.then(done, done);
}

/**
 * The Authorization header that links what a call sends (a lead, a booking) to this browser's visitor.
 * A person can submit before the page has registered them (a quick hand, a slow phone): a registration
 * under way is waited for, up to `waitMs`; a page that registers nobody sends no header at once.
 */
export async function visitorHeaders(waitMs = 5_000): Promise<Record<string, string>> {
  if (!storedVisitor() && registering) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([registering.catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
  }
  const visitor = storedVisitor();
  return visitor ? visitorAuth(visitor.token).headers : {};
}

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

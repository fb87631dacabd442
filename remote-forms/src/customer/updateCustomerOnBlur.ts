import { api, emit, STORAGE_KEYS } from '@bookcraft/shared';

export type CustomerField = 'name' | 'email' | 'phone';

/**
 * SPEC §7 "field update on blur": once a visitor is known (CustomerId is
 * stored), leaving the name, e-mail or phone field sends that one field with
 * lead false, then tells the other remotes. Failures are silent (SPEC §8).
 */
export async function updateCustomerOnBlur(field: CustomerField, value: string): Promise<void> {
  const customerId = readCustomerId();
  const trimmed = value.trim();
  if (!customerId || !trimmed) return;
  try {
    await api().put(`/customer/signup/update/${encodeURIComponent(customerId)}`, { [field]: trimmed, lead: false });
  } catch {
    return;
  }
  emit('customerUpdated', { customerId, fields: { [field]: trimmed } });
}

export function readCustomerId(): string | undefined {
  try {
    return localStorage.getItem(STORAGE_KEYS.customerId) ?? undefined;
  } catch {
    return undefined;
  }
}

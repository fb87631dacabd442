import { api, emit, onVisitorSession, storedVisitor, visitorAuth, type StoredVisitor } from '@bookcraft/shared';

export type CustomerField = 'name' | 'email' | 'phone';

/** Fields left before the visitor was registered: sent as soon as they are. */
const waiting = new Map<CustomerField, string>();
let stopWaiting: (() => void) | undefined;

async function send(visitor: StoredVisitor, field: CustomerField, value: string): Promise<void> {
  try {
    await api().put(`/customer/signup/update/${encodeURIComponent(visitor.customerId)}`, { [field]: value, lead: false }, visitorAuth(visitor.token));
  } catch {
    return;
  }
  emit('customerUpdated', { customerId: visitor.customerId, fields: { [field]: value } });
}

function sendWhenRegistered(field: CustomerField, value: string): void {
  waiting.set(field, value);
  stopWaiting ??= onVisitorSession(({ customerId, token }) => {
    const fields = [...waiting];
    if (fields.length === 0) return;
    waiting.clear();
    for (const [name, held] of fields) void send({ customerId, token }, name, held);
  });
}

/**
 * Requirements §7 "field update on blur": leaving the name, e-mail or phone field
 * sends that one field with lead false, with the visitor's token, then
 * tells the other remotes. A visitor quicker than their own registration
 * (it waits for the page to settle) loses nothing: the field goes once they
 * are registered. Failures are silent (requirements §8).
 */
export async function updateCustomerOnBlur(field: CustomerField, value: string): Promise<void> {
  const trimmed = value.trim();
  if (!trimmed) return;
  const visitor = storedVisitor();
  if (visitor) await send(visitor, field, trimmed);
  else sendWhenRegistered(field, trimmed);
}

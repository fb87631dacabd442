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
 * Whether the server takes this field as it is: the schema of the update, loaded with the forms'
 * own validation (zod comes with the visitor's first touch, before any field is left).
 */
async function taken(field: CustomerField, value: string): Promise<boolean> {
  const { customerFormUpdateSchema, validate } = await import('@bookcraft/shared/contracts');
  return validate(customerFormUpdateSchema, { [field]: value, lead: false }).success;
}

/**
 * Requirements §7 "field update on blur": leaving the name, e-mail or phone field
 * sends that one field with lead false, with the visitor's token, then
 * tells the other remotes. A visitor quicker than their own registration
 * (it waits for the page to settle) loses nothing: the field goes once they
 * are registered. A field the server would refuse is not sent: an e-mail
 * address half-typed, or more than one, of which the form's own
 * validation tells the visitor. Failures are silent (requirements §8).
 */
export async function updateCustomerOnBlur(field: CustomerField, value: string): Promise<void> {
  const trimmed = value.trim();
  if (!trimmed || !(await taken(field, trimmed))) return;
  const visitor = storedVisitor();
  if (visitor) await send(visitor, field, trimmed);
  else sendWhenRegistered(field, trimmed);
}

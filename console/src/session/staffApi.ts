import { call, callFor } from '@bookcraft/shared';
import type { ApiAnswer, Availability, FieldErrors } from '@bookcraft/shared/contracts';

/** Who is signed in (the contract's answer to GET /api/staff/me and a sign-in); `name` is what visitors see when they answer. */
export type StaffSession = ApiAnswer<'GET /api/staff/me'>;

export async function currentStaff(): Promise<StaffSession | null> {
  const response = await call('GET /api/staff/me', {}, { validateStatus: (status) => status === 200 || status === 401 });
  return response.status === 200 ? response.data : null;
}

/** Why a sign-in was refused: a wrong e-mail or password, or too many failed attempts (429, locked for a while). */
export type SignInRefusal = 'wrong-credentials' | 'locked';

/** Resolves to the session, or to why there is none. */
export async function signIn(email: string, password: string): Promise<StaffSession | SignInRefusal> {
  const response = await call('POST /api/staff/login', { body: { email, password } }, { validateStatus: (status) => [200, 401, 429].includes(status) });
  if (response.status === 200) return response.data;
  return response.status === 429 ? 'locked' : 'wrong-credentials';
}

export async function signOut(): Promise<void> {
  await call('POST /api/staff/logout', {});
}

/** A form the server turned down (400): each refused field with its message. */
interface Refused {
  fields: FieldErrors;
}
const refusedFields = (data: unknown): Refused => ({ fields: (data as { fields?: FieldErrors }).fields ?? {} });

/** Resolves to the success answer, or to the fields a 400 refused; anything else rejects. */
async function withFields<T>(answer: Promise<{ status: number; data: unknown }>): Promise<T | Refused> {
  const response = await answer;
  return response.status === 400 ? refusedFields(response.data) : (response.data as T);
}
const successOr400 = (success: number) => ({ validateStatus: (status: number) => status === success || status === 400 });

/** An invitee chooses the name visitors see and a password: the answer is their new session. */
export const acceptInvitation = (body: { token: string; name: string; password: string }) =>
  withFields<StaffSession>(call('POST /api/staff/invitations/accept', { body }, successOr400(200)));

/** A member sets a new password from a reset link, and is signed in. */
export const completePasswordReset = (body: { token: string; password: string }) =>
  withFields<StaffSession>(call('POST /api/staff/password-reset/complete', { body }, successOr400(200)));

/** Asks for a reset link; the answer is the same whether or not the address belongs to a member. */
export const requestPasswordReset = (body: { email: string }) =>
  withFields<ApiAnswer<'POST /api/staff/password-reset'>>(call('POST /api/staff/password-reset', { body }, successOr400(202)));

export async function setAvailability(availability: Availability): Promise<Availability> {
  return (await callFor('PUT /api/staff/me/availability', { body: { availability } })).availability;
}

export const isRefused = (answer: object): answer is Refused => 'fields' in answer;

/** What an invitation or reset link is worth, asked as soon as it is opened. */
export type MemberLinkState = ApiAnswer<'POST /api/staff/links/check'>;
export const checkEmailLink = (link: { purpose: 'invitation' | 'reset'; token: string }): Promise<MemberLinkState> => callFor('POST /api/staff/links/check', { body: link });

/** A member's own display name: the answer is their session with it. */
export const renameSelf = (name: string) => withFields<StaffSession>(call('PUT /api/staff/me/name', { body: { name } }, successOr400(200)));

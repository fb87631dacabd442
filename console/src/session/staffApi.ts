import { api } from '@bookcraft/shared';
import type { ApiAnswer } from '@bookcraft/shared/contracts';

/** Who is signed in (the contract's answer to GET /api/staff/me and a sign-in); `name` is what visitors see when they answer. */
export type StaffSession = ApiAnswer<'GET /api/staff/me'>;

export async function currentStaff(): Promise<StaffSession | null> {
  const response = await api().get<StaffSession>('/staff/me', { validateStatus: (status) => status === 200 || status === 401 });
  return response.status === 200 ? response.data : null;
}

/** Why a sign-in was refused: a wrong e-mail or password, or too many failed attempts (429, locked for a while). */
export type SignInRefusal = 'wrong-credentials' | 'locked';

/** Resolves to the session, or to why there is none. */
export async function signIn(email: string, password: string): Promise<StaffSession | SignInRefusal> {
  const response = await api().post<StaffSession>('/staff/login', { email, password }, { validateStatus: (status) => [200, 401, 429].includes(status) });
  if (response.status === 200) return response.data;
  return response.status === 429 ? 'locked' : 'wrong-credentials';
}

export async function signOut(): Promise<void> {
  await api().post('/staff/logout', {});
}

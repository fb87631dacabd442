import { api } from '@bookcraft/shared';

export interface StaffSession {
  email: string;
}

export async function currentStaff(): Promise<StaffSession | null> {
  const response = await api().get<StaffSession>('/staff/me', { validateStatus: (status) => status === 200 || status === 401 });
  return response.status === 200 ? response.data : null;
}

/** Resolves to the session, or null when the e-mail or password is wrong. */
export async function signIn(email: string, password: string): Promise<StaffSession | null> {
  const response = await api().post<StaffSession>('/staff/login', { email, password }, { validateStatus: (status) => status === 200 || status === 401 });
  return response.status === 200 ? response.data : null;
}

export async function signOut(): Promise<void> {
  await api().post('/staff/logout', {});
}

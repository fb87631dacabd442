import { createContext, useContext } from 'react';
import type { StaffSession } from './staffApi';

const MemberContext = createContext<StaffSession | null>(null);

/** Who is signed in, for the parts of the console whose actions depend on the role (the server checks each call all the same). */
export const SignedInMember = MemberContext.Provider;

/** Whether the signed-in member is an admin: false outside a signed-in console. */
export const useIsAdmin = () => useContext(MemberContext)?.role === 'admin';

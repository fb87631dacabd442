import type { StaffRole } from '@bookcraft/shared/contracts';

export const ROLE_LABELS: Record<StaffRole, string> = { admin: 'Admin', agent: 'Agent' };
export const ROLES = Object.keys(ROLE_LABELS) as StaffRole[];

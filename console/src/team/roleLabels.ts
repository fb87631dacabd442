import type { StaffRole } from '@bookcraft/shared/contracts';

export const ROLE_LABELS: Record<StaffRole, string> = { admin: 'Admin', agent: 'Agent', editor: 'Editor' };
export const ROLES = Object.keys(ROLE_LABELS) as StaffRole[];

/** What each role may do, in a line, where an admin chooses one. */
export const ROLE_EXPLANATIONS: Record<StaffRole, string> = {
  admin: 'Admins do everything: the team, settings, chats, leads and the blog.',
  agent: 'Agents answer chats and work leads; they do not see the blog.',
  editor: 'Editors write and publish the blog; they see nothing of visitors, chats or leads.',
};

/** "an admin", "an agent", "an editor": a role in a sentence. */
export const roleInSentence = (role: StaffRole) => `an ${ROLE_LABELS[role].toLowerCase()}`;

import { useId } from 'react';
import type { StaffRole } from '@bookcraft/shared/contracts';
import { visuallyHidden } from '@bookcraft/shared/theme';
import { button } from '../ui/styles';
import { ROLE_LABELS, ROLES } from './roleLabels';
import type { TeamMember } from './teamApi';

interface MemberRowProps {
  member: TeamMember;
  onRole: (member: TeamMember, role: StaffRole) => void;
  onActive: (member: TeamMember, active: boolean) => void;
}

/** Where a member is now: their choice while a console of theirs is open. */
const PRESENCE_LABELS: Record<TeamMember['presence'], string> = { available: 'Available', away: 'Away', offline: 'Offline' };

/** A member with their role select and the button that deactivates or reactivates them. */
export function MemberRow({ member, onRole, onActive }: MemberRowProps) {
  const roleId = useId();
  return (
    <tr>
      <th scope="row">{member.name}</th>
      <td>{member.email}</td>
      <td>
        <label htmlFor={roleId} css={visuallyHidden}>
          Role of {member.name}
        </label>
        <select id={roleId} value={member.role} onChange={(event) => onRole(member, event.target.value as StaffRole)}>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </td>
      <td>{member.active ? PRESENCE_LABELS[member.presence] : 'Deactivated'}</td>
      <td>{member.openConversations}</td>
      <td>
        <button type="button" css={button} onClick={() => onActive(member, !member.active)}>
          {member.active ? 'Deactivate' : 'Reactivate'}
          <span css={visuallyHidden}> {member.name}</span>
        </button>
      </td>
    </tr>
  );
}

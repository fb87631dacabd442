import { useState } from 'react';
import { css } from '@emotion/react';
import type { StaffRole } from '@bookcraft/shared/contracts';
import { useRemoteData } from '@bookcraft/shared/ui';
import { formatDateTime } from '../ui/format';
import { LoadState } from '../ui/LoadState';
import { refusalOf } from '../ui/refusal';
import { button, card, dataTable, errorText, mutedText, panelHeader } from '../ui/styles';
import { InviteForm } from './InviteForm';
import { MemberRow } from './MemberRow';
import { ROLE_LABELS, roleInSentence } from './roleLabels';
import { changeMember, fetchTeam, revokeInvitation, type PendingInvitation, type Team, type TeamMember } from './teamApi';
import { visuallyHidden } from '@bookcraft/shared/theme';

const section = css`
  margin-top: 1.5rem;
  h3 { margin: 0 0 0.5rem; font-size: 1.05rem; }
`;

/** The team (admins only): members with their role and status, invitations, and a form to invite. */
export function TeamPanel() {
  const [result, reload] = useRemoteData('team', fetchTeam, { keepLoaded: true });
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');

  const change = async (member: TeamMember, update: { role: StaffRole } | { active: boolean }, done: string) => {
    setNotice('');
    setError('');
    try {
      await changeMember(member.id, update);
      setNotice(done);
    } catch (caught) {
      setError(refusalOf(caught, `Could not change ${member.name}. Please try again.`).error);
    }
    reload();
  };

  const revoke = async (invitation: PendingInvitation) => {
    setNotice('');
    setError('');
    try {
      await revokeInvitation(invitation.id);
      setNotice(`The invitation to ${invitation.email} was withdrawn.`);
    } catch (caught) {
      setError(refusalOf(caught, `Could not withdraw the invitation to ${invitation.email}. Please try again.`).error);
    }
    reload();
  };

  return (
    <section css={card} aria-labelledby="team-title">
      <div css={panelHeader}>
        <h2 id="team-title">Team</h2>
        {/* Who joined from an invitation since the list was read. */}
        <button type="button" css={button} onClick={reload}>
          Refresh
        </button>
      </div>
      <p role="status" css={mutedText}>
        {notice}
      </p>
      {error && (
        <p role="alert" css={errorText}>
          {error}
        </p>
      )}
      <LoadState result={result} what="the team" retry={reload}>
        {(team) => (
          <TeamTables
            team={team}
            onRole={(member, role) => change(member, { role }, `${member.name} is now ${roleInSentence(role)}.`)}
            onActive={(member, active) => change(member, { active }, `${member.name} was ${active ? 'reactivated' : 'deactivated'}.`)}
            onRevoke={revoke}
          />
        )}
      </LoadState>
      <div css={section}>
        <InviteForm
          onInvited={(invitation) => {
            setError('');
            setNotice(`Invitation sent to ${invitation.email}.`);
            reload();
          }}
        />
      </div>
    </section>
  );
}

interface TeamTablesProps {
  team: Team;
  onRole: (member: TeamMember, role: StaffRole) => void;
  onActive: (member: TeamMember, active: boolean) => void;
  onRevoke: (invitation: PendingInvitation) => void;
}

function TeamTables({ team, onRole, onActive, onRevoke }: TeamTablesProps) {
  return (
    <>
      <table css={dataTable}>
        <caption css={mutedText}>Members</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">E-mail</th>
            <th scope="col">Role</th>
            <th scope="col">Now</th>
            <th scope="col">Open conversations</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {team.members.map((member) => (
            <MemberRow key={member.id} member={member} onRole={onRole} onActive={onActive} />
          ))}
        </tbody>
      </table>
      <div css={section}>
        <h3>Pending invitations</h3>
        {team.invitations.length === 0 ? (
          <p css={mutedText}>No pending invitations.</p>
        ) : (
          <ul>
            {team.invitations.map((invitation) => (
              <li key={invitation.id}>
                {invitation.email} as {ROLE_LABELS[invitation.role].toLowerCase()}
                {invitation.invitedBy && `, invited by ${invitation.invitedBy}`}, expires {formatDateTime(invitation.expiresAt)}{' '}
                <button type="button" css={button} onClick={() => onRevoke(invitation)}>
                  Withdraw<span css={visuallyHidden}> the invitation to {invitation.email}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

import type { TeamSettings } from '@bookcraft/shared/contracts';
import type { WeeklySchedule } from '@bookcraft/shared/contracts';
import type { Queryable } from '../core/db/database';

export interface SettingsRow {
  time_zone: string;
  working_hours: WeeklySchedule | string;
  auto_assign: boolean;
  agent_cap: number;
  reassign_after_ms: number;
  unanswered_mail_after_ms: number;
  admins_sign_in_away: boolean;
}

/** The columns of team_settings a SettingsRow holds: a query that reads more than the settings selects them too. */
export const SETTINGS_COLUMNS = 'time_zone, working_hours, auto_assign, agent_cap, reassign_after_ms, unanswered_mail_after_ms, admins_sign_in_away';

/** The team's one row of settings (migration 017 stores the defaults). */
export async function readTeamSettings(db: Queryable): Promise<TeamSettings> {
  const [row] = await db.query<SettingsRow>(`SELECT ${SETTINGS_COLUMNS} FROM team_settings WHERE id`);
  return toTeamSettings(row);
}

export function toTeamSettings(row: SettingsRow | undefined): TeamSettings {
  if (!row) throw new Error('team_settings has no row: migration 017 inserts it');
  return {
    timeZone: row.time_zone,
    // jsonb arrives parsed from pg and PGlite alike; a string is parsed in case a driver hands over text.
    workingHours: typeof row.working_hours === 'string' ? (JSON.parse(row.working_hours) as WeeklySchedule) : row.working_hours,
    autoAssign: row.auto_assign,
    agentCap: row.agent_cap,
    reassignAfterMs: row.reassign_after_ms,
    unansweredMailAfterMs: row.unanswered_mail_after_ms,
    adminsSignInAway: row.admins_sign_in_away,
  };
}

/** Replaces the settings as a whole (the caller has checked them with `teamSettingsSchema`). */
export async function saveTeamSettings(db: Queryable, settings: TeamSettings): Promise<TeamSettings> {
  await db.query(
    `UPDATE team_settings SET time_zone = $1, working_hours = $2::jsonb, auto_assign = $3, agent_cap = $4, reassign_after_ms = $5, unanswered_mail_after_ms = $6,
       admins_sign_in_away = $7 WHERE id`,
    [settings.timeZone, JSON.stringify(settings.workingHours), settings.autoAssign, settings.agentCap, settings.reassignAfterMs, settings.unansweredMailAfterMs, settings.adminsSignInAway],
  );
  return readTeamSettings(db);
}

import { callFor } from '@bookcraft/shared';
import type { TeamSettings } from '@bookcraft/shared/contracts';

export const fetchSettings = (signal?: AbortSignal): Promise<TeamSettings> => callFor('GET /api/staff/settings', {}, { signal });

/** Saves the settings whole; a 400 names each refused field (`workingHours.monday.closes`, `agentCap`). */
export const saveSettings = (settings: TeamSettings): Promise<TeamSettings> => callFor('PUT /api/staff/settings', { body: settings });

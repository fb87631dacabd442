import { api } from '@bookcraft/shared';
import type { TeamSettings } from '@bookcraft/shared/contracts';
import type { SettingsRequest } from './settingsDraft';

export async function fetchSettings(signal?: AbortSignal): Promise<TeamSettings> {
  return (await api().get<TeamSettings>('/staff/settings', { signal })).data;
}

/** Saves the settings whole; a 400 names each refused field (`workingHours.monday.closes`, `agentCap`). */
export async function saveSettings(settings: SettingsRequest): Promise<TeamSettings> {
  return (await api().put<TeamSettings>('/staff/settings', settings)).data;
}

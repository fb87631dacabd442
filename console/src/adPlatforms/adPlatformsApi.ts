import { callFor } from '@bookcraft/shared';
import type { AdPlatform, AdPlatformBody, ApiAnswer } from '@bookcraft/shared/contracts';

export type AdPlatformsAnswer = ApiAnswer<'GET /api/staff/ad-platforms'>;
export type AdPlatformSetting = AdPlatformsAnswer['platforms'][number];
export type LoggedConversion = ApiAnswer<'GET /api/staff/ad-conversions'>['conversions'][number];

export const fetchAdPlatforms = (signal?: AbortSignal): Promise<AdPlatformsAnswer> => callFor('GET /api/staff/ad-platforms', {}, { signal });

/** 400 names the refused fields: `endpoint` for an address the server will not call, what a platform that is on needs. */
export const savePlatform = (platform: AdPlatform, body: AdPlatformBody): Promise<AdPlatformsAnswer> => callFor('PUT /api/staff/ad-platforms/:id', { params: { id: platform }, body });

export const saveConversionStages = (stageIds: string[]): Promise<AdPlatformsAnswer> => callFor('PUT /api/staff/ad-platforms/stages', { body: { stageIds } });

/** The newest 50 first: what each platform was told, is waiting to be, or was not (and why). */
export const fetchConversionLog = async (signal?: AbortSignal): Promise<LoggedConversion[]> => (await callFor('GET /api/staff/ad-conversions', {}, { signal })).conversions;

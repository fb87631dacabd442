import type { AdPlatform } from '@bookcraft/shared/contracts';
import { google } from './google';
import { meta } from './meta';
import { microsoft } from './microsoft';
import type { AdPlatformRules } from './platform';

export const AD_PLATFORM_RULES: Record<AdPlatform, AdPlatformRules> = { google, meta, microsoft };

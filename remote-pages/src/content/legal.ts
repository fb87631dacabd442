// The redeploy end-to-end test swaps this module for e2e/fixtures/legal-redeployed.ts: keep its path and export.
import { privacy } from './privacy';
import { terms } from './terms';
import type { LegalDocument } from './types';

export const legalPages: Record<'terms' | 'privacy', LegalDocument> = { terms, privacy };

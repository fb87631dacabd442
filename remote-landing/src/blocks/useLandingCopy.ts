import { useEffect } from 'react';
import { api, landingCopyPath, type PreloadedAnswer } from '@bookcraft/shared';
import { useLocation, useSearchParams } from '@bookcraft/shared/router';
import { useRemoteData } from '@bookcraft/shared/ui';

/** The hero copy an experiment's arm or an adopted variant gives a landing page (GET /api/landing-copy); '' keeps the page's own. */
export interface LandingCopy {
  headline: string;
  subheadline: string;
  buttonText: string;
  image: string;
}

const textOr = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

interface HeroAnswer {
  copy: LandingCopy | null;
  /** An experiment runs on the page: the visitor is counted in it once they are here. */
  experiment: boolean;
}

/** Anything but a copy (a refusal, the build's prerender that asks no API, null) is the page's own copy. */
function readLandingCopy({ status, body }: PreloadedAnswer): HeroAnswer {
  const answer = status === 200 ? (body as { copy?: Record<string, unknown> | null; experiment?: unknown } | null) : null;
  const copy = answer?.copy;
  const experiment = answer?.experiment === true;
  if (!copy || typeof copy.headline !== 'string' || typeof copy.buttonText !== 'string') return { copy: null, experiment };
  return { copy: { headline: copy.headline, subheadline: textOr(copy.subheadline, ''), buttonText: copy.buttonText, image: textOr(copy.image, '') }, experiment };
}

/**
 * The copy this visitor's hero shows: null for the page's own, 'pending' until the answer is known. A page the server
 * sent carries the answer (no request, no swap); after a client-side navigation it is asked for, and the hero waits
 * for it rather than show the page's own copy and then another. On a page with an experiment, the live hero (a
 * person is here: the page woke) tells the server the visitor saw it, so only people are counted in it.
 */
export function useLandingCopy(): LandingCopy | null | 'pending' {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const path = landingCopyPath(pathname, searchParams.get('utm_term'));
  const [state] = useRemoteData(
    `landing copy ${path}`,
    async (signal) => {
      const { status, data } = await api().get<unknown>(path, { signal });
      return readLandingCopy({ status, body: data });
    },
    { preload: { path, read: readLandingCopy } },
  );
  const inExperiment = state.state === 'loaded' && state.data.experiment;
  useEffect(() => {
    // Counted or not, the visitor sees the same page: a refusal (the address's limit) changes nothing here.
    if (inExperiment) api().post('/experiments/seen', { path: pathname }).catch(() => undefined);
  }, [inExperiment, pathname]);
  if (state.state === 'loading') return 'pending';
  return state.state === 'loaded' ? state.data.copy : null;
}

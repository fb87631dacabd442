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

/** Anything but a copy (a refusal, the build's prerender that asks no API, null) is the page's own copy. */
function readLandingCopy({ status, body }: PreloadedAnswer): LandingCopy | null {
  const copy = status === 200 ? (body as { copy?: Record<string, unknown> | null } | null)?.copy : null;
  if (!copy || typeof copy.headline !== 'string' || typeof copy.buttonText !== 'string') return null;
  return { headline: copy.headline, subheadline: textOr(copy.subheadline, ''), buttonText: copy.buttonText, image: textOr(copy.image, '') };
}

/**
 * The copy this visitor's hero shows: null for the page's own, 'pending' until the answer is known. A page the server
 * sent carries the answer (no request, no swap); after a client-side navigation it is asked for, and the hero waits
 * for it rather than show the page's own copy and then another.
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
  if (state.state === 'loading') return 'pending';
  return state.state === 'loaded' ? state.data : null;
}

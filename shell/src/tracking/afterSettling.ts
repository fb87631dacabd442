const SETTLE_MS = 4_000;
const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * Resolves at the visitor's first interaction or a few seconds after the
 * page is live, whichever comes first: fingerprinting is heavy on a slow
 * phone's processor, and must not compete with the page becoming usable.
 */
export function afterSettling(): Promise<void> {
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      INTERACTIONS.forEach((type) => window.removeEventListener(type, finish));
      resolve();
    };
    const timer = setTimeout(finish, SETTLE_MS);
    INTERACTIONS.forEach((type) => window.addEventListener(type, finish, { once: true, passive: true }));
  });
}

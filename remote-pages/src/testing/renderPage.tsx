import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@bookcraft/shared/router';
import { forgetRemoteComponents } from '@bookcraft/shared/federation';
import { standInRemoteModules } from '@bookcraft/testing/federationRuntime';

/** What a page handed to a module of another remote (jsdom cannot load another build). */
export interface RemoteModuleUse {
  id: string;
  props: Record<string, unknown>;
}

/**
 * Renders a page in a router at `url`, matched by `path` as the shell's route
 * table does, with a stand-in for every module loaded from another remote:
 * a region named after the module that records the props it was given, or,
 * with `remotesDown`, a failure to load as when another remote is down.
 */
export function renderPage(ui: ReactElement, { url = '/', path = '*', remotesDown = false }: { url?: string; path?: string; remotesDown?: boolean } = {}) {
  forgetRemoteComponents();
  const remoteModules: RemoteModuleUse[] = [];
  standInRemoteModules(async (id) => {
    if (remotesDown) throw new Error(`${id} is down`);
    return {
      default: (props: Record<string, unknown>) => {
        remoteModules.push({ id, props });
        return <section aria-label={`${id} stand-in`} />;
      },
    };
  });
  const router = createMemoryRouter([{ path, element: ui }], { initialEntries: [url] });
  return { router, remoteModules, ...render(<RouterProvider router={router} />) };
}

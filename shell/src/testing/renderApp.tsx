import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@bookcraft/shared/router';
import type { ComponentType } from 'react';
import { appRoutes } from '../routes/router';
import { forgetRemoteComponents } from '@bookcraft/shared/federation';
import { standInRemoteModules } from '@bookcraft/testing/federationRuntime';

/**
 * Remote modules come over the network from other builds, which jsdom
 * cannot load; these tests stand a tiny component in for each one (what the
 * real remotes render is covered end to end in e2e/).
 */
export function standInModules(moduleFor: (remote: string, module: string) => ComponentType<Record<string, unknown>>) {
  standInRemoteModules(async (id) => {
    const [remote = '', module = ''] = id.split('/');
    return { default: moduleFor(remote, `./${module}`) };
  });
}

export function standInRemote(remote: string, module: string): ComponentType<Record<string, unknown>> {
  if (remote === 'chat') return () => <button type="button">Chat with us</button>;
  if (remote === 'forms') return ({ onClose }) => (
    <div role="dialog" aria-label="Lead form">
      <button type="button" onClick={onClose as () => void}>
        Close form
      </button>
    </div>
  );
  return (props) => (
    <h1>
      {remote} {module} {JSON.stringify(props)}
    </h1>
  );
}

export function useStandInRemotes(failing: string[] = []) {
  standInRemoteModules(async (id) => {
    const [remote = '', module = ''] = id.split('/');
    if (failing.includes(remote)) throw new Error(`${remote} is down`);
    return { default: standInRemote(remote, `./${module}`) };
  });
}

/** Renders the whole shell at `path`, as a fresh page load. */
export function renderApp(path: string) {
  forgetRemoteComponents();
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}

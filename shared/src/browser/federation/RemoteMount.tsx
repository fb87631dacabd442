/** @jsxRuntime automatic @jsxImportSource @emotion/react */
import { lazy, memo, Suspense, useCallback, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useLocation } from '@bookcraft/shared/router';
import type { RemoteName } from '../../contract/config';
import { forgetRemote, loadRemoteModule, setRemoteModuleLoader, type RemoteModuleLoader } from './remotes';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { LIVE_ATTRIBUTE, MOUNT_ATTRIBUTE } from '../../contract/prerendered';
import type { RemoteModuleTarget } from '../../contract/remoteModules';

type AnyProps = Record<string, unknown>;
type RemoteComponent = LazyExoticComponent<ComponentType<AnyProps>>;

const components = new Map<string, RemoteComponent>();

/** Forgets every loaded remote component, as a fresh page load would. */
export function forgetRemoteComponents(): void {
  components.clear();
}

/**
 * Remote modules come from `loader` from now on (the server's renderer, with each remote's Node bundle); with a
 * new loader, every component loaded through the previous one is forgotten.
 */
export function loadRemoteModulesWith(loader: RemoteModuleLoader | undefined): void {
  if (setRemoteModuleLoader(loader)) forgetRemoteComponents();
}

function remoteComponent(remote: RemoteName, module: string, after: Promise<unknown> | undefined): RemoteComponent {
  const key = `${remote}/${module}`;
  let component = components.get(key);
  if (!component) {
    component = lazy(async () => {
      await after;
      return loadRemoteModule<{ default: ComponentType<AnyProps> }>(remote, module);
    });
    components.set(key, component);
  }
  return component;
}

/** Which module of which remote, with its props as the contract names them (remoteModules.ts). */
type Props = RemoteModuleTarget & {
  /** Shown while the remote loads. */
  loading?: ReactNode;
  /** Shown when the remote cannot be loaded or throws; `retry` tries again. */
  fallback: (retry: () => void) => ReactNode;
  /** Called once the module's content is on screen. */
  onLoaded?: () => void;
  /**
   * The module is loaded only once this settles (the chat, once the page is ready or the visitor reaches for it);
   * until then its painted markup stays as the server sent it, and a tap on it is held (shell/src/boot/hold.ts).
   */
  after?: Promise<unknown>;
};

/** Renders nothing; tells its parent when what is around it is on screen and run by React. */
function Committed({ onCommitted }: { onCommitted: () => void }) {
  useEffect(onCommitted, [onCommitted]);
  return null;
}

const contents = { display: 'contents' } as const;

interface ContentProps {
  Component: RemoteComponent;
  attempt: number;
  props: AnyProps;
  loading: ReactNode;
  onLive: () => void;
  onLoaded?: () => void;
}

const shallowEqual = (a: AnyProps, b: AnyProps) => Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((name) => Object.is(a[name], b[name]));

/**
 * The remote's Suspense boundary, re-rendered only when what it shows changes. A boundary still showing the
 * server's markup gives that markup up (React renders it afresh) when a re-render reaches it before its code
 * has arrived, so a parent's re-render (a state change, a new props object) must stop here.
 */
const MountContent = memo(
  function MountContent({ Component, attempt, props, loading, onLive, onLoaded }: ContentProps) {
    return (
      <Suspense fallback={<>{loading}<Committed onCommitted={onLive} /></>}>
        <Component key={attempt} {...props} />
        <Committed onCommitted={onLive} />
        {onLoaded && <Committed onCommitted={onLoaded} />}
      </Suspense>
    );
  },
  (before, after) => before.Component === after.Component && before.attempt === after.attempt && before.onLoaded === after.onLoaded && shallowEqual(before.props, after.props),
);

/**
 * Mounts one exposed module of a remote inside its own error boundary and
 * Suspense fallback. On a prerendered page the boundary's server markup stays
 * on screen, adopted, until the remote's code arrives and React hydrates it;
 * the wrapper is marked live from then on (or once a fallback shows), which
 * is when the boot script replays what the visitor did before (shell/src/boot/hold.ts).
 */
export function RemoteMount({ remote, module, props = {}, loading = null, fallback, onLoaded, after }: Props) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const key = `${remote}/${module}`;
  const [live, setLive] = useState(false);
  const markLive = useCallback(() => setLive(true), []);
  const Component = remoteComponent(remote, module, after);
  // After a failure the remote is loaded afresh next time (a retry, the next navigation, the next mount): one that
  // threw while rendering is fetched again too, so a fixed redeploy is picked up without a page reload.
  const forget = () => {
    components.delete(key);
    forgetRemote(remote);
  };
  return (
    <div {...{ [MOUNT_ATTRIBUTE]: key, [LIVE_ATTRIBUTE]: live ? '' : undefined }} style={contents}>
      <RemoteErrorBoundary
        resetKey={pathname}
        fallback={(retry) => (
          <>
            {fallback(retry)}
            <Committed onCommitted={markLive} />
          </>
        )}
        onFailed={forget}
        onRetry={() => setAttempt(attempt + 1)}
      >
        <MountContent Component={Component} attempt={attempt} props={props as AnyProps} loading={loading} onLive={markLive} onLoaded={onLoaded} />
      </RemoteErrorBoundary>
    </div>
  );
}

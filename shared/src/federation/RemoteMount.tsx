import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteName } from '../config';
import { forgetRemote, loadRemoteModule } from './remotes';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { MOUNT_ATTRIBUTE } from '../prerendered';
import { claimPrerendered } from './prerendered';

type AnyProps = Record<string, unknown>;
type RemoteComponent = LazyExoticComponent<ComponentType<AnyProps>>;

const components = new Map<string, RemoteComponent>();

/** Forgets every loaded remote component, as a fresh page load would. */
export function forgetRemoteComponents(): void {
  components.clear();
}

function remoteComponent(remote: RemoteName, module: string): RemoteComponent {
  const key = `${remote}/${module}`;
  let component = components.get(key);
  if (!component) {
    component = lazy(() => loadRemoteModule<{ default: ComponentType<AnyProps> }>(remote, module));
    components.set(key, component);
  }
  return component;
}

interface Props {
  remote: RemoteName;
  module: string;
  props?: AnyProps;
  /** Shown while the remote loads. */
  loading?: ReactNode;
  /** Shown when the remote cannot be loaded or throws; `retry` tries again. */
  fallback: (retry: () => void) => ReactNode;
  /** Called once the module's content is on screen. */
  onLoaded?: () => void;
}

/** Renders nothing; tells its parent when the Suspense boundary around it has shown real content. */
function Loaded({ onLoaded }: { onLoaded: () => void }) {
  useEffect(onLoaded, [onLoaded]);
  return null;
}

const contents = { display: 'contents' } as const;

/**
 * Mounts one exposed module of a remote inside its own error boundary and
 * Suspense fallback. On the page the visitor landed on, the fallback is the
 * server's prerendered markup of this mount, inert until the remote arrives.
 */
export function RemoteMount({ remote, module, props = {}, loading = null, fallback, onLoaded }: Props) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const key = `${remote}/${module}`;
  const [prerendered] = useState(() => claimPrerendered(key));
  const Component = remoteComponent(remote, module);
  // After a failure the remote is loaded afresh next time (a retry, the next navigation, the next mount): one that
  // threw while rendering is fetched again too, so a fixed redeploy is picked up without a page reload.
  const forget = () => {
    components.delete(key);
    forgetRemote(remote);
  };
  return (
    <div {...{ [MOUNT_ATTRIBUTE]: key }} style={contents}>
      <RemoteErrorBoundary resetKey={pathname} fallback={fallback} onFailed={forget} onRetry={() => setAttempt(attempt + 1)}>
        <Suspense fallback={prerendered ? <div inert style={contents} dangerouslySetInnerHTML={{ __html: prerendered }} /> : loading}>
          <Component key={attempt} {...props} />
          {onLoaded && <Loaded onLoaded={onLoaded} />}
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}

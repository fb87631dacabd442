import type { ReactNode } from 'react';
import type { RemoteData } from '@bookcraft/shared/ui';
import { button, errorText } from './styles';

interface LoadStatusProps {
  status: RemoteData<unknown>['state'];
  /** What is loading, for the status line: "leads", "the messages". */
  what: string;
  retry: () => void;
  children: () => ReactNode;
}

/** The content once loaded; until then a status line, or an error with a retry. */
export function LoadStatus({ status, what, retry, children }: LoadStatusProps) {
  if (status === 'loaded') return <>{children()}</>;
  if (status === 'loading') return <p role="status">Loading {what}…</p>;
  return (
    <div role="alert">
      <p css={errorText}>Could not load {what}.</p>
      <button type="button" css={button} onClick={retry}>
        Try again
      </button>
    </div>
  );
}

interface LoadStateProps<T> extends Omit<LoadStatusProps, 'status' | 'children'> {
  result: RemoteData<T>;
  children: (data: T) => ReactNode;
}

export function LoadState<T>({ result, children, ...rest }: LoadStateProps<T>) {
  return <LoadStatus status={result.state} {...rest}>{() => result.state === 'loaded' && children(result.data)}</LoadStatus>;
}

/** @jsxRuntime automatic @jsxImportSource @emotion/react */
import { Component, type ReactNode } from 'react';

interface Props {
  /** When this changes (the next navigation), a failed remote is tried again. */
  resetKey: string;
  fallback: (retry: () => void) => ReactNode;
  onFailed: () => void;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps one remote's failure inside its own mount. */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.warn('A remote failed to load or render', error);
    this.props.onFailed();
  }

  componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.retry();
  }

  retry = (): void => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

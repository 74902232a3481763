import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './RouteErrorPage';

interface Props {
  /** A new value (the next page) clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failedAt: string | null;
}

/** Catches what a page throws while rendering and shows the error page instead of a blank screen. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { error: null, failedAt: null };
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteErrorPage error={this.state.error} />;
  }
}

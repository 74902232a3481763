import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './RouteErrorPage';

interface Props {
  /** A new value (the next page) clears the error. */
  resetKey: string;
  children: ReactNode;
}

/** Catches what a page throws while rendering and shows the error page instead of a blank screen. */
export class RouteErrorBoundary extends Component<Props, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error !== null && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null });
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteErrorPage error={this.state.error} />;
  }
}

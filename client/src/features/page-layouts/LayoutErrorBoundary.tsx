import { Component, type ReactNode } from 'react';
import { LayoutErrorBox } from './LayoutErrorBox';

interface State {
  error: Error | null;
}

/** Turns a component that fails while drawing into the 'error displaying components' box. */
export class LayoutErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    return this.state.error ? <LayoutErrorBox message={this.state.error.message} /> : this.props.children;
  }
}

import { Component, type ReactNode } from 'react';
import { ErrorPage } from './ErrorPage';

export type ErrorBoundaryProps = {
  children: ReactNode;
  /** When this changes (the path), a shown error is cleared and the children render again. */
  resetKey: string;
};

type ErrorBoundaryState = { error: unknown; failed: boolean; resetKey: string };

/** Shows the error screen when rendering a route throws (SPEC §8); navigating away recovers. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}

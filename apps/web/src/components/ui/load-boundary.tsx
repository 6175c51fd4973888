import { Component, type ReactNode } from 'react';

type LoadBoundaryProps = { fallback: ReactNode; children: ReactNode };
type LoadBoundaryState = { failed: boolean };

/**
 * Shows `fallback` instead of a part that failed to load or draw (for example a widget whose
 * code could not be downloaded), so the rest of the page keeps working.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, LoadBoundaryState> {
  override state: LoadBoundaryState = { failed: false };

  static getDerivedStateFromError(): LoadBoundaryState {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

import { Component, type ReactNode } from 'react';
import { RouteError } from './layout/route-error.tsx';

type Props = { location: unknown; children: ReactNode };
type State = { location: unknown; failed: boolean; error: unknown };

/**
 * The error boundary around the whole route tree: when a page's code fails to load or a page throws while
 * rendering, it shows `RouteError` in place of the layout. A new `location` (any navigation, including
 * back/forward) clears the error and renders the routes again. A class: React has no hook for error boundaries.
 *
 * The reset happens in `getDerivedStateFromProps`, during the navigation's own render: the new page then
 * renders in the same transition as before the error (no loading line), and an error thrown by that render is
 * kept, since by then the state already holds the new location.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { location: this.props.location, failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location === state.location ? null : { location: props.location, failed: false, error: undefined };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

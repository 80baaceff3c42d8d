import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PATHS } from '../../lib/routes';

type ErrorBoundaryProps = { children: ReactNode };
type ErrorBoundaryState = { error: Error | null };

/** Shows a way home instead of a blank page when a screen fails to render. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A page failed to render', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <section className="section container" aria-labelledby="error-title">
        <h1 id="error-title">Unexpected Application Error!</h1>
        <p className="lead">Something went wrong while showing this page. Please try again, or start again from the home page.</p>
        {/* A full page load, so the broken screen is left behind. */}
        <a className="button button-primary" href={PATHS.home}>
          Go to Home
        </a>
      </section>
    );
  }
}

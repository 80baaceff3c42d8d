import { useSharedTexts } from '../../hooks/use-shared-texts';
import { usePlaceholders } from '../../hooks/use-placeholders';
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
    return <ErrorScreen />;
  }
}

/** The screen shown in place of a page that failed, in the owner's words (data/pages/shared.json). */
function ErrorScreen() {
  const { errorScreen, buttons } = useSharedTexts();
  const fill = usePlaceholders();
  return (
    <section className="section container" aria-labelledby="error-title">
      <h1 id="error-title">{fill(errorScreen.title)}</h1>
      <p className="lead">{fill(errorScreen.text)}</p>
      {/* A full page load, so the broken screen is left behind. */}
      <a className="button button-primary" href={PATHS.home}>
        {fill(buttons.home)}
      </a>
    </section>
  );
}

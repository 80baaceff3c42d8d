import { SKIP_TO_CONTENT } from '../../lib/spoken-only';
import { Suspense } from 'react';
import type React from 'react';
import { Header } from './header';
import { Footer } from './footer';
import { ErrorBoundary } from './error-boundary';
import * as styles from './layout.module.css';

type LayoutProps = {
  children: React.ReactNode;
  /** The current path: a new page starts with a fresh error boundary. */
  path: string;
};

/** The shared frame of every screen: skip link, top bar, content, footer. */
export function Layout({ children, path }: LayoutProps) {
  return (
    <div className={styles.frame}>
      <a className="skip-link" href="#main">
        {SKIP_TO_CONTENT}
      </a>
      {/* Suspense boundaries let React hydrate the page in several short tasks, not one long one. */}
      <Suspense>
        <Header />
      </Suspense>
      <main id="main" tabIndex={-1} className={styles.main}>
        <ErrorBoundary key={path}>
          <Suspense>{children}</Suspense>
        </ErrorBoundary>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
    </div>
  );
}

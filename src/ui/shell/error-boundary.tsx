import { Component, type ReactNode } from 'react';
import { ContainerContext } from '../hooks/use-service';
import { Analytics, type Analytics as AnalyticsPort } from '../../application/ports/analytics';
import styles from './shell.module.css';

interface State {
  readonly failed: boolean;
}

/** A render bug anywhere below is reported and replaced by a way to recover, never a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  static override contextType = ContainerContext;
  declare context: React.ContextType<typeof ContainerContext>;
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.context?.get<AnalyticsPort>(Analytics).reportError(error, { where: 'render' });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className={styles.center}>
        <div role="alert">
          <h1>Something went wrong</h1>
          <p>We hit a problem showing this page. Your projects are safe on this device.</p>
          <button type="button" className={styles.primaryButton} onClick={() => window.location.reload()}>
            Reload the page
          </button>
        </div>
      </main>
    );
  }
}

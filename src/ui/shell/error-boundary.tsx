import { Component, type ReactNode } from 'react';
import { ContainerContext } from '../hooks/use-service';
import { Analytics, type Analytics as AnalyticsPort } from '../../application/ports/analytics';
import styles from './shell.module.css';
import { isChunkLoadFailure } from '../../domain/loading/chunk-load';

interface State {
  readonly failed: boolean;
  /** A chunk given up (SPEC §8): the ChunkLoadNotice is the one message, already reported. */
  readonly chunk?: boolean;
}

/** A render bug anywhere below is reported and replaced by a way to recover, never a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  static override contextType = ContainerContext;
  declare context: React.ContextType<typeof ContainerContext>;
  override state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, chunk: isChunkLoadFailure(error) };
  }

  override componentDidCatch(error: unknown): void {
    if (isChunkLoadFailure(error)) return;
    this.context?.get<AnalyticsPort>(Analytics).reportError(error, { where: 'render' });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.state.chunk) return null;
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

import { Component, type ReactNode } from 'react';
import i18n from '../i18n';

/** The last resort: a page that failed to draw (or to load offline) offers a reload, never a blank screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="page">
        <div className="problem" role="alert">
          <h1>{i18n.t('errors.generic')}</h1>
          <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
            {i18n.t('common.reload')}
          </button>
        </div>
      </main>
    );
  }
}

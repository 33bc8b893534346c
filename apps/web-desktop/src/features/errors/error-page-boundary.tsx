import { Trans } from '@lingui/react/macro';
import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/** Spec §2: if the error page itself fails, say so and still offer the way home. */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="max-w-md text-center" role="alert">
        <p className="text-lg text-ink">
          <Trans>An error occurred while showing the error page</Trans>
        </p>
        <a href="/" className="mt-4 inline-block text-brand-700 underline">
          <Trans>Back to home</Trans>
        </a>
      </section>
    );
  }
}

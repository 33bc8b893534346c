import type { ReactNode } from 'react';

export interface StatusMessageProps {
  /** Big status number, e.g. 404 or 500. */
  code: number;
  title: ReactNode;
  /** Usually the way home: a router link or a plain anchor, chosen by the caller. */
  action: ReactNode;
  /** Hide the title visually but keep it for screen readers (when the action already says it). */
  titleHidden?: boolean;
}

/** The centred code-title-action block of the error and not-found pages on both sites. */
export function StatusMessage({ code, title, action, titleHidden = false }: StatusMessageProps) {
  return (
    <section className="mx-auto max-w-md px-6 text-center" aria-labelledby="status-title">
      <p className="text-6xl font-bold text-brand-600">{code}</p>
      <h1 id="status-title" className={titleHidden ? 'sr-only' : 'mt-4 text-2xl font-semibold text-ink'}>
        {title}
      </h1>
      <div className="mt-8">{action}</div>
    </section>
  );
}

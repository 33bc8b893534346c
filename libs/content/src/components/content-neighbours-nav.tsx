// The foot of a detail page (issue 15 item 1): the previous and next items in list order, then the
// related ones. Shared by the content articles and the report pages, which list different records.
import { Trans, useLingui } from '@lingui/react/macro';

export interface NeighbourLink {
  id: string;
  title: string;
}

export interface ContentNeighboursNavProps<T extends NeighbourLink> {
  previous: T | null;
  next: T | null;
  related: readonly T[];
  hrefFor: (item: T) => string;
}

const linkLook = 'text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-focus';

export function ContentNeighboursNav<T extends NeighbourLink>({ previous, next, related, hrefFor }: ContentNeighboursNavProps<T>) {
  const { t } = useLingui();
  return (
    <>
      <nav aria-label={t`Previous and next`} className="mt-4 grid grid-cols-2 gap-4 border-t border-border pt-4 text-sm">
        <div>
          {previous && (
            <>
              <span className="block text-ink-subtle">
                <Trans>Previous</Trans>
              </span>
              <a href={hrefFor(previous)} rel="prev" className={linkLook}>
                {previous.title}
              </a>
            </>
          )}
        </div>
        <div className="text-right">
          {next && (
            <>
              <span className="block text-ink-subtle">
                <Trans>Next</Trans>
              </span>
              <a href={hrefFor(next)} rel="next" className={linkLook}>
                {next.title}
              </a>
            </>
          )}
        </div>
      </nav>
      {related.length > 0 && (
        <section aria-labelledby="related-title" className="border-t border-border pt-4">
          <h2 id="related-title" className="text-lg font-semibold text-ink">
            <Trans>Related</Trans>
          </h2>
          <ul className="mt-2 flex flex-col gap-1 text-sm" data-testid="related-items">
            {related.map((other) => (
              <li key={other.id}>
                <a href={hrefFor(other)} className={linkLook}>
                  {other.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

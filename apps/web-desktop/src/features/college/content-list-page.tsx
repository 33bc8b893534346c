// One page of a content list (issue 15): heading, the items, page links; the empty state, and the
// error state with a retry that runs the loader again.
import { ContentBreadcrumbs, ContentList, ContentLoadError, ContentPager, type ContentPage, type ContentSummary, type Crumb } from '@sealens/content';
import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router';

export interface ContentListPageProps {
  title: string;
  description: string;
  crumbs: readonly Crumb[];
  page: ContentPage | null;
  listPath: (page: number) => string;
  hrefFor?: (item: ContentSummary) => string;
  extra?: (item: ContentSummary) => ReactNode;
  /** The heading is the page's h1 (false inside the college frame, whose h1 is the college's). */
  headingLevel?: 'h1' | 'h2';
}

export function ContentListPage({ title, description, crumbs, page, listPath, hrefFor, extra, headingLevel = 'h1' }: ContentListPageProps) {
  const revalidator = useRevalidator();
  const Heading = headingLevel;
  return (
    <section className="flex flex-col gap-4" aria-labelledby="content-list-title">
      {crumbs.length > 0 && <ContentBreadcrumbs crumbs={[...crumbs, { label: title }]} />}
      <header>
        <Heading id="content-list-title" className={headingLevel === 'h1' ? 'text-3xl font-bold text-ink' : 'text-2xl font-semibold text-ink'}>
          {title}
        </Heading>
        <p className="mt-1 text-ink-muted">{description}</p>
      </header>
      {page ? (
        <>
          <ContentList items={page.items} {...(hrefFor ? { hrefFor } : {})} {...(extra ? { extra } : {})} titleLevel={headingLevel === 'h1' ? 'h2' : 'h3'} />
          <ContentPager page={page.page} pageCount={page.pageCount} hrefFor={listPath} />
        </>
      ) : (
        <ContentLoadError onRetry={() => void revalidator.revalidate()} retrying={revalidator.state === 'loading'} />
      )}
    </section>
  );
}

// Pages that gather the newest items of several sections (issue 15): the college overview
// (/business-college) and the classroom home (/college/home). Each block links its section.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { ContentDate, ContentLoadError, loadContentPage, type ContentSummary } from '@sealens/content';
import type { RouteHandle } from '@sealens/ssr';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { pageTitle } from '../../app/site-head';
import { CollegeFrame } from './college-frame';
import { contentClient, readerLocaleOf } from './content-loader-support';
import { SECTIONS, type SectionKey } from './content-sections';

export interface DigestOptions {
  title: MessageDescriptor;
  description: MessageDescriptor;
  sections: readonly SectionKey[];
  perSection: number;
  /** Inside the college's frame (its section menu). */
  framed: boolean;
}

export interface DigestData {
  blocks: Array<{ key: SectionKey; items: ContentSummary[] | null }>;
}

export function digestRoute(options: DigestOptions) {
  async function loader({ context }: LoaderFunctionArgs): Promise<DigestData> {
    const client = contentClient(context);
    const lang = readerLocaleOf(context);
    const blocks = await Promise.all(
      options.sections.map(async (key) => {
        try {
          const page = await loadContentPage(client, SECTIONS[key].source, { page: 1, pageSize: options.perSection, lang });
          return { key, items: page.items };
        } catch {
          return { key, items: null };
        }
      }),
    );
    return { blocks };
  }

  function Component() {
    const { i18n } = useLingui();
    const { blocks } = useLoaderData<DigestData>();
    const revalidator = useRevalidator();
    const body = (
      <div className="flex flex-col gap-8">
        <header>
          <h1 className="text-3xl font-bold text-ink">{i18n._(options.title)}</h1>
          <p className="mt-1 text-ink-muted">{i18n._(options.description)}</p>
        </header>
        <div className="grid gap-6 md:grid-cols-2">
          {blocks.map(({ key, items }) => {
            const section = SECTIONS[key];
            const title = i18n._(section.title);
            return (
              <section key={key} aria-labelledby={`digest-${key}`} className="rounded-lg border border-border p-5" data-testid={`digest-${key}`}>
                <div className="flex items-baseline justify-between gap-3">
                  <h2 id={`digest-${key}`} className="text-lg font-semibold text-ink">
                    {title}
                  </h2>
                  <a href={section.listPath(1)} className="text-sm text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-focus">
                    <Trans>See all {title}</Trans>
                  </a>
                </div>
                {items === null ? (
                  <div className="mt-3">
                    <ContentLoadError onRetry={() => void revalidator.revalidate()} retrying={revalidator.state === 'loading'} />
                  </div>
                ) : items.length === 0 ? (
                  <p className="mt-3 text-sm text-ink-muted">
                    <Trans>Nothing here yet.</Trans>
                  </p>
                ) : (
                  <ul className="mt-3 flex flex-col gap-2">
                    {items.map((item) => (
                      <li key={item.id} className="flex items-baseline justify-between gap-3 text-sm">
                        {section.detailPath ? (
                          <a href={section.detailPath(item)} className="line-clamp-1 text-ink hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-focus">
                            {item.title}
                          </a>
                        ) : (
                          <span className="line-clamp-1 text-ink">{item.title}</span>
                        )}
                        <ContentDate time={item.publishTime} className="shrink-0 text-xs text-ink-subtle" />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      </div>
    );
    return options.framed ? <CollegeFrame>{body}</CollegeFrame> : <div className="mx-auto max-w-6xl px-6 py-10">{body}</div>;
  }

  const handle: RouteHandle = {
    query: [],
    head: ({ i18n }) => ({ title: pageTitle(i18n._(options.title)), description: i18n._(options.description) }),
  };
  return { loader, Component, handle };
}

export const collegeOverview = () =>
  digestRoute({
    title: msg`Business college`,
    description: msg`Courses, operating tips, e-commerce news, community stories, release records and reports for cross-border sellers.`,
    sections: ['courses', 'tips', 'ecommerce', 'community', 'releases', 'reports'],
    perSection: 3,
    framed: true,
  });

export const classroomHome = () =>
  digestRoute({
    title: msg`Classroom`,
    description: msg`Start learning: lessons, free video tutorials, novice guides and the latest industry news.`,
    sections: ['courses', 'tutorials', 'guides', 'news', 'resources', 'cases'],
    perSection: 4,
    framed: false,
  });

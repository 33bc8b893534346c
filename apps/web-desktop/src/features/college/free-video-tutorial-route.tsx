// Route module of /freeVideoTutorial (issue 15 item 3): the free video tutorials, one playing in
// the page's player (`?play=<id>`, so each tutorial has its own address; the newest by default),
// the list beside it with page links (`?page=`).
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { ContentBreadcrumbs, ContentDate, ContentLoadError, ContentPager, LanguageFallbackNote, loadContentDetail, VideoPlayer, type ContentDetail } from '@sealens/content';
import type { RouteHandle } from '@sealens/ssr';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { pageTitle } from '../../app/site-head';
import { loadListPage, type ListData } from './content-list-route';
import { contentClient, notFound, readerLocaleOf } from './content-loader-support';
import { SECTIONS } from './content-sections';
import { useCrumbs } from './use-crumbs';

const section = SECTIONS.tutorials;
export const tutorialPath = (id: string, page = 1) => `/freeVideoTutorial?${page > 1 ? `page=${page}&` : ''}play=${encodeURIComponent(id)}`;

interface TutorialData {
  list: ListData;
  playing: ContentDetail | null;
}

export async function loader(args: LoaderFunctionArgs): Promise<TutorialData> {
  const list = await loadListPage('tutorials', args);
  const asked = new URL(args.request.url).searchParams.get('play');
  const id = asked ?? (list.state === 'ok' ? list.page.items[0]?.id : undefined);
  if (!id) return { list, playing: null };
  let playing: ContentDetail | null = null;
  try {
    playing = await loadContentDetail(contentClient(args.context), 'tutorial', id, readerLocaleOf(args.context));
  } catch {
    return { list, playing: null };
  }
  if (!playing && asked) throw notFound();
  return { list, playing };
}

export function Component() {
  const { i18n } = useLingui();
  const { list, playing } = useLoaderData<TutorialData>();
  const revalidator = useRevalidator();
  const crumbs = useCrumbs([{ label: section.title }]);
  const pageNumber = list.pageNumber;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-6 py-10">
      <ContentBreadcrumbs crumbs={crumbs} />
      <header>
        <h1 className="text-3xl font-bold text-ink">{i18n._(section.title)}</h1>
        <p className="mt-1 text-ink-muted">{i18n._(section.description)}</p>
      </header>
      {list.state === 'error' ? (
        <ContentLoadError onRetry={() => void revalidator.revalidate()} retrying={revalidator.state === 'loading'} />
      ) : (
        <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
          <section aria-labelledby="playing-title" className="flex flex-col gap-3">
            {playing ? (
              <>
                <VideoPlayer key={playing.id} src={playing.videoUrl ?? ''} captions={playing.captions} title={playing.title} poster={playing.coverUrl} />
                <h2 id="playing-title" className="text-xl font-semibold text-ink">
                  {playing.title}
                </h2>
                <LanguageFallbackNote lang={playing.lang} />
                <div className="flex flex-col gap-3 text-ink" dangerouslySetInnerHTML={{ __html: playing.content }} />
              </>
            ) : (
              <h2 id="playing-title" className="text-ink-muted">
                {i18n._(msg`Nothing here yet.`)}
              </h2>
            )}
          </section>
          <div>
            <ol className="flex flex-col gap-2" aria-label={i18n._(msg`Tutorials`)} data-testid="content-list">
              {list.page.items.map((item) => (
                <li key={item.id}>
                  <a
                    href={tutorialPath(item.id, pageNumber)}
                    aria-current={item.id === playing?.id ? 'true' : undefined}
                    className={`block rounded-md px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-focus ${item.id === playing?.id ? 'bg-brand-50 font-semibold text-brand-700' : 'text-ink hover:bg-surface-muted'}`}
                  >
                    {item.title}
                    <ContentDate time={item.publishTime} className="block text-xs font-normal text-ink-subtle" />
                  </a>
                </li>
              ))}
            </ol>
            <ContentPager page={list.page.page} pageCount={list.page.pageCount} hrefFor={section.listPath} />
          </div>
        </div>
      )}
    </div>
  );
}

export const handle: RouteHandle = {
  query: ['page', 'play'],
  head: ({ i18n, data }) => {
    const loaded = data as TutorialData | undefined;
    if (!loaded) return { title: pageTitle(i18n._(msg`The page you visited does not exist`)) };
    const base = i18n._(section.title);
    return {
      title: pageTitle(loaded.playing ? `${loaded.playing.title} · ${base}` : base),
      description: loaded.playing?.summary || i18n._(section.description),
    };
  },
};

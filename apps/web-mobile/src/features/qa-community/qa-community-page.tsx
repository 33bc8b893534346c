import { Trans, useLingui } from '@lingui/react/macro';
import { QuestionCard } from '@sealens/community';
import { Button, buttonClassName, Spinner } from '@sealens/ui';
import { Link } from 'react-router';
import { loadQuestions, type QuestionPage } from './load-questions';
import { useQuestionPages } from './use-question-pages';

export interface QaCommunityPageProps {
  /** Where further pages come from; the real API by default (tests pass their own). */
  load?: (page: number) => Promise<QuestionPage>;
  /** The page the address names, from the route loader (in the server's HTML); null: fetched in the browser. */
  first?: QuestionPage | null;
  /** Which page `first` is (`?page=N`); earlier pages are one link away. */
  start?: number;
}

/** The list's address of a page, relative to the route (page 1 has no query). */
const pageSearch = (page: number) => (page > 1 ? `?page=${page}` : '');

/** Spec §2: the mobile knowledge-base tab (the Q&A community), titled as its tab is labelled (issue 27 item 11). */
export function QaCommunityPage({ load = loadQuestions, first = null, start = 1 }: QaCommunityPageProps) {
  const { t } = useLingui();
  const { state, hasMore, loadMore, retry } = useQuestionPages(load, first, start);
  const loadingMore = state.status === 'loading';
  const firstLoad = state.status === 'loading' && state.list.length === 0;

  return (
    <section aria-labelledby="qa-title" className="px-4 pt-5 pb-8">
      <h1 id="qa-title" className="text-xl font-bold text-ink">
        <Trans>Knowledge base</Trans>
      </h1>
      <p className="mt-1 text-sm text-ink-muted">
        <Trans>Questions from sellers, answered by sellers and our team.</Trans>
      </p>

      {start > 1 && (
        <Link to={{ search: pageSearch(start - 1) }} rel="prev" className={buttonClassName('ghost', 'sm', 'mt-3')}>
          <Trans>Earlier questions</Trans>
        </Link>
      )}

      {firstLoad && (
        // Placeholders of the cards' height: nothing jumps when the answers arrive.
        <ul className="mt-4 space-y-3" aria-busy="true" aria-label={t`Loading questions`}>
          {[0, 1, 2].map((i) => (
            <li key={i} className="h-24 animate-pulse rounded-xl bg-surface ring-1 ring-border" />
          ))}
        </ul>
      )}

      {state.list.length > 0 && (
        <ul className="mt-4 space-y-3">
          {state.list.map((question) => (
            <li key={question.id}>
              <QuestionCard question={question} to={`/answerDetail/${question.id}`} />
            </li>
          ))}
        </ul>
      )}

      {state.status === 'ready' && state.list.length === 0 && (
        <p className="mt-10 text-center text-sm text-ink-muted">
          <Trans>No questions yet.</Trans>
        </p>
      )}

      {state.status === 'error' && (
        <div role="alert" className="mt-6 rounded-xl bg-danger-50 p-4 text-center text-sm text-danger-700">
          <p>
            <Trans>The questions could not be loaded. Check your connection and try again.</Trans>
          </p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={retry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}

      {hasMore && state.status !== 'error' && (
        <div className="mt-4 flex justify-center">
          {/* A link to the next page (its own address, for crawlers and readers without script);
              with script it appends that page here instead of leaving. */}
          <a
            href={pageSearch(state.page + 1)}
            rel="next"
            aria-busy={loadingMore || undefined}
            className={buttonClassName('secondary', 'md', 'gap-2')}
            onClick={(event) => {
              event.preventDefault();
              if (!loadingMore) loadMore();
            }}
          >
            {loadingMore && <Spinner size="sm" decorative />}
            <Trans>Load more</Trans>
          </a>
        </div>
      )}
    </section>
  );
}

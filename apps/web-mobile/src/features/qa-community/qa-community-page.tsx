import { Trans, useLingui } from '@lingui/react/macro';
import { QuestionCard } from '@sealens/community';
import { Button } from '@sealens/ui';
import { loadQuestions, type QuestionPage } from './load-questions';
import { useQuestionPages } from './use-question-pages';

export interface QaCommunityPageProps {
  /** Where further pages come from; the real API by default (tests pass their own). */
  load?: (page: number) => Promise<QuestionPage>;
  /** Page 1 from the route loader (in the server's HTML); null: fetched in the browser. */
  first?: QuestionPage | null;
}

/** Spec §2: the mobile knowledge-base tab, the Q&A community. */
export function QaCommunityPage({ load = loadQuestions, first = null }: QaCommunityPageProps) {
  const { t } = useLingui();
  const { state, hasMore, loadMore, retry } = useQuestionPages(load, first);
  const firstLoad = state.status === 'loading' && state.list.length === 0;

  return (
    <section aria-labelledby="qa-title" className="px-4 pt-5 pb-8">
      <h1 id="qa-title" className="text-xl font-bold text-ink">
        <Trans>Q&A community</Trans>
      </h1>
      <p className="mt-1 text-sm text-ink-muted">
        <Trans>Questions from sellers, answered by sellers and our team.</Trans>
      </p>

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
          <Button variant="secondary" onClick={loadMore} loading={state.status === 'loading'}>
            <Trans>Load more</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}

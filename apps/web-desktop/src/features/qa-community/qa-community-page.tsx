import { Trans, useLingui } from '@lingui/react/macro';
import { openLogin, siteApi, useIsLoggedIn } from '@sealens/auth';
import { fetchQuestionPage, QuestionCard, type QuestionListData, type QuestionPage } from '@sealens/community';
import { QA_LIST_PAGE_SIZE } from '@sealens/domain';
import { Button, buttonClassName } from '@sealens/ui';
import { useCallback, useEffect, useState } from 'react';
import { useLoaderData, useNavigate, useNavigation } from 'react-router';
import { PageNav } from './page-nav';
import { PublishRecord } from './publish-record';

/** Spec §2 /QACommunity: one page of questions, the way to ask, and the member's publish record. */
export function QaCommunityPage() {
  const { pageNum, page: loaded } = useLoaderData<QuestionListData>();
  const { t } = useLingui();
  const isMember = useIsLoggedIn();
  const navigate = useNavigate();
  const navigating = useNavigation().state === 'loading';
  // The loader could not reach the API: fetched here, with a retry.
  const [fetched, setFetched] = useState<{ pageNum: number; page: QuestionPage | 'loading' | 'error' } | null>(null);
  const page = loaded ?? (fetched?.pageNum === pageNum ? fetched.page : 'loading');

  const fetchPage = useCallback(() => {
    fetchQuestionPage(siteApi().main, pageNum).then(
      (answer) => setFetched({ pageNum, page: answer }),
      () => setFetched({ pageNum, page: 'error' }),
    );
  }, [pageNum]);
  const fetchHere = () => {
    setFetched({ pageNum, page: 'loading' });
    fetchPage();
  };
  useEffect(() => {
    // Until it answers, `page` reads 'loading' (nothing fetched for this page number yet).
    if (!loaded) fetchPage();
  }, [loaded, fetchPage]);

  const ask = () => (isMember ? void navigate('/post') : void openLogin());
  const pages = typeof page === 'object' ? Math.max(1, Math.ceil(page.total / QA_LIST_PAGE_SIZE)) : 1;

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-6 py-10 lg:grid-cols-[1fr_20rem]">
      <section aria-labelledby="qa-title">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 id="qa-title" className="text-3xl font-bold text-ink">
              <Trans>Q&A community</Trans>
            </h1>
            <p className="mt-1 text-ink-muted">
              <Trans>Questions from sellers, answered by sellers and our team.</Trans>
            </p>
          </div>
          <Button size="lg" onClick={ask}>
            <Trans>Ask a question</Trans>
          </Button>
        </div>

        {page === 'loading' && (
          // Placeholders of the cards' height: nothing jumps when the questions arrive.
          <ul className="mt-6 space-y-3" aria-busy="true" aria-label={t`Loading questions`}>
            {Array.from({ length: 4 }, (_, i) => (
              <li key={i} className="h-24 animate-pulse rounded-xl bg-surface ring-1 ring-border" />
            ))}
          </ul>
        )}

        {page === 'error' && (
          <div role="alert" className="mt-6 rounded-xl bg-danger-50 p-6 text-center text-danger-700">
            <p>
              <Trans>The questions could not be loaded. Check your connection and try again.</Trans>
            </p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={fetchHere}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        )}

        {typeof page === 'object' && page.list.length === 0 && (
          <div className="mt-10 rounded-xl bg-surface p-10 text-center ring-1 ring-border">
            <p className="text-ink-muted">
              <Trans>No questions yet. Ask the first one.</Trans>
            </p>
          </div>
        )}

        {typeof page === 'object' && page.list.length > 0 && (
          <ul className="mt-6 space-y-3" aria-busy={navigating || undefined} data-testid="qa-list">
            {page.list.map((question) => (
              <li key={question.id}>
                <QuestionCard question={question} to={`/answerDetail/${question.id}`} />
              </li>
            ))}
          </ul>
        )}

        {typeof page === 'object' && pages > 1 && <PageNav current={pageNum} pages={pages} />}
      </section>

      <aside aria-labelledby="record-title" className="self-start rounded-xl bg-surface p-5 ring-1 ring-border">
        <h2 id="record-title" className="text-lg font-semibold text-ink">
          <Trans>My publish record</Trans>
        </h2>
        {isMember ? (
          <PublishRecord />
        ) : (
          <div className="mt-3 space-y-3 text-sm text-ink-muted">
            <p>
              <Trans>Log in to ask questions, answer them and see what you have published.</Trans>
            </p>
            <button type="button" onClick={() => void openLogin()} className={buttonClassName('secondary', 'sm')}>
              <Trans>Log in</Trans>
            </button>
          </div>
        )}
      </aside>
    </div>
  );
}

import { Plural, Trans } from '@lingui/react/macro';
import { siteApi } from '@sealens/auth';
import { fetchPublishRecord, QaTime, RemoveButton, removeQuestion, type Question } from '@sealens/community';
import { Button } from '@sealens/ui';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';

type RecordState = { status: 'loading' | 'ready' | 'error'; list: Question[]; total: number; page: number };

/**
 * The member's publish record (spec §6): their questions and those they answered, newest first,
 * read with their token after hydration (never in the shared HTML). Their own questions can be removed.
 */
export function PublishRecord() {
  const [state, setState] = useState<RecordState>({ status: 'loading', list: [], total: 0, page: 1 });

  // The answer only: the state says 'loading' before each call (initially, or by `load`).
  const fetchPage = useCallback((page: number) => {
    fetchPublishRecord(siteApi().main, page).then(
      (answer) => setState((s) => ({ status: 'ready', page, total: answer.total, list: page === 1 ? answer.list : [...s.list, ...answer.list] })),
      () => setState((s) => ({ ...s, status: 'error' })),
    );
  }, []);
  const load = (page: number) => {
    setState((s) => ({ ...s, status: 'loading', page }));
    fetchPage(page);
  };
  useEffect(() => fetchPage(1), [fetchPage]);

  return (
    <div className="mt-3" data-testid="publish-record">
      {state.status === 'loading' && state.list.length === 0 && (
        <p aria-busy="true" className="text-sm text-ink-muted">
          <Trans>Loading your record…</Trans>
        </p>
      )}
      {state.status === 'ready' && state.list.length === 0 && (
        <p className="text-sm text-ink-muted">
          <Trans>You have not published anything yet.</Trans>
        </p>
      )}
      {state.list.length > 0 && (
        <ul className="space-y-3">
          {state.list.map((question) => (
            <li key={question.id} className="border-b border-border pb-3 last:border-0">
              <Link to={`/answerDetail/${question.id}`} className="font-medium text-ink hover:text-brand-700">
                {question.title}
              </Link>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-ink-subtle">
                {question.mine ? <Trans>Asked by you</Trans> : <Trans>Answered by you</Trans>}
                <QaTime time={question.createTime} />
                <Plural value={question.replyCount ?? 0} one="# answer" other="# answers" />
              </p>
              {question.mine && (
                <RemoveButton
                  what="question"
                  remove={async () => {
                    await removeQuestion(siteApi().main, question.id);
                    setState((s) => ({ ...s, total: s.total - 1, list: s.list.filter((q) => q.id !== question.id) }));
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {state.status === 'error' && (
        <div role="alert" className="text-sm text-danger-700">
          <p>
            <Trans>Your record could not be loaded.</Trans>
          </p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => load(state.page)}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {state.list.length < state.total && state.status !== 'error' && (
        <Button variant="secondary" size="sm" className="mt-3" loading={state.status === 'loading'} onClick={() => load(state.page + 1)}>
          <Trans>Load more</Trans>
        </Button>
      )}
    </div>
  );
}

// Route module of /answerDetail/{id?} (spec §2; issue 15): a question with its answers, in the
// server's HTML; an id that is no question answers 404. Members answer and remove their own.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AnswerDetail, questionDetailLoader, type QuestionDetailData } from '@sealens/community';
import type { RouteHandle } from '@sealens/ssr';
import { Link, useLoaderData } from 'react-router';
import { pageTitle } from '../../app/site-head';

export const loader = questionDetailLoader;

export function Component() {
  const { question } = useLoaderData<QuestionDetailData>();
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-4xl px-6 py-10">
      <nav aria-label={t`Breadcrumb`} className="mb-6 text-sm text-ink-muted">
        <ol className="flex flex-wrap gap-2">
          <li>
            <Link to="/QACommunity" className="text-brand-700 underline-offset-4 hover:underline">
              <Trans>Q&A community</Trans>
            </Link>
            <span aria-hidden="true"> /</span>
          </li>
          <li aria-current="page" className="max-w-md truncate">
            {question.title}
          </li>
        </ol>
      </nav>
      <AnswerDetail question={question} listPath="/QACommunity" editPath={(id) => `/post/${id}`} />
    </div>
  );
}

export const handle: RouteHandle = {
  query: [],
  head: ({ i18n, data }) => {
    const question = (data as QuestionDetailData | undefined)?.question;
    return question
      ? { title: pageTitle(question.title), description: (question.content ?? question.title).slice(0, 160) }
      : { title: pageTitle(i18n._(msg`Q&A community`)) };
  },
};

// Route module of /m/answerDetail/{id?} (spec §2; issue 15 item 5): a question with its answers in
// the server's HTML, 404 for an id that is no question; members answer from the phone. The mobile
// header shows its back button here (not a tab-bar route).
import { msg } from '@lingui/core/macro';
import { AnswerDetail, questionDetailLoader, type QuestionDetailData } from '@sealens/community';
import type { RouteHandle } from '@sealens/ssr';
import { useLoaderData } from 'react-router';
import { pageTitle } from '../../app/site-head';

export const loader = questionDetailLoader;

export function Component() {
  const { question } = useLoaderData<QuestionDetailData>();
  return (
    <div className="px-4 pt-5 pb-8">
      <AnswerDetail question={question} listPath="/QACommunity" />
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

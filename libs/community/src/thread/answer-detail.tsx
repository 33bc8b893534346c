import { openLogin, siteApi, useIsLoggedIn } from '@sealens/auth';
import { useNavigate, useRevalidator } from 'react-router';
import { postReply, removeQuestion, removeReply, type Question } from '../api/qa-api';
import { QuestionThread } from './question-thread';
import { ReplyForm } from './reply-form';
import { useMemberView } from './use-member-view';

export interface AnswerDetailProps {
  question: Question;
  /** Where the reader goes once their question is removed (the site's list). */
  listPath: string;
  /** Where the author edits the question, if the site has such a page. */
  editPath?: (id: string) => string;
}

/**
 * The /answerDetail page's body on both sites: the question, its answers, the answer box. A member's
 * own question and answers can be removed (the server checks the owner); a visitor who answers gets
 * the login dialog. After a change the route's loader runs again, so the page shows the server's state.
 */
export function AnswerDetail({ question, listPath, editPath }: AnswerDetailProps) {
  const isMember = useIsLoggedIn();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const api = () => siteApi().main;
  useMemberView(question.mine, question.id);

  return (
    <QuestionThread
      question={question}
      {...(editPath ? { editTo: editPath(question.id) } : {})}
      onRemoveQuestion={async () => {
        await removeQuestion(api(), question.id);
        await navigate(listPath);
      }}
      onRemoveReply={async (replyId) => {
        await removeReply(api(), replyId);
        await revalidator.revalidate();
      }}
    >
      <ReplyForm
        questionId={question.id}
        isMember={isMember}
        onLogin={() => void openLogin()}
        send={async (content) => {
          await postReply(api(), question.id, content);
          await revalidator.revalidate();
        }}
      />
    </QuestionThread>
  );
}

// @sealens/community: the Q&A community of both sites (issue 15): its calls and loaders, the
// question card, the question with its answers, the answer box and the ask form.
export {
  fetchPublishRecord,
  fetchQuestion,
  fetchQuestionPage,
  pageNumberOf,
  postReply,
  QaCallError,
  questionIdOf,
  removeQuestion,
  removeReply,
  saveQuestion,
  uploadImage,
} from './api/qa-api';
export type { QaApi, QaFailure, Question, QuestionDraft, QuestionPage, Reply } from './api/qa-api';
export { notFound, questionDetailLoader, questionListLoader } from './api/qa-loaders';
export type { QuestionDetailData, QuestionListData } from './api/qa-loaders';
export { useDraft } from './drafts/use-draft';
export { QuestionCard } from './list/question-card';
export type { QuestionCardProps } from './list/question-card';
export { AnswerDetail } from './thread/answer-detail';
export type { AnswerDetailProps } from './thread/answer-detail';
export { QuestionThread } from './thread/question-thread';
export type { QuestionThreadProps } from './thread/question-thread';
export { ReplyForm } from './thread/reply-form';
export type { ReplyFormProps } from './thread/reply-form';
export { RemoveButton } from './thread/remove-button';
export { useMemberView } from './thread/use-member-view';
export type { RemoveButtonProps } from './thread/remove-button';
export { AskForm } from './ask/ask-form';
export type { AskFormProps } from './ask/ask-form';
export { formatQaTime, QaTime } from './shared/qa-time';
export { failureOf, useFailureText } from './shared/use-failure-text';

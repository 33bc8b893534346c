import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Question } from '../api/qa-api';
import { QaTime } from '../shared/qa-time';
import { RemoveButton } from './remove-button';

export interface QuestionThreadProps {
  question: Question;
  /** Removes the question (offered only when the answer says it is the reader's own). */
  onRemoveQuestion?: () => Promise<void>;
  onRemoveReply?: (replyId: string) => Promise<void>;
  /** Where the author edits the question (the desktop /post/{id}); no edit link without it. */
  editTo?: string;
  /** Under the answers: the reply form. */
  children?: ReactNode;
}

/** A question with its pictures and its answers, oldest first (spec §2 /answerDetail). */
export function QuestionThread({ question, onRemoveQuestion, onRemoveReply, editTo, children }: QuestionThreadProps) {
  const { t } = useLingui();
  const replies = question.replies ?? [];
  return (
    <article aria-labelledby="question-title">
      <header>
        <h1 id="question-title" className="text-2xl font-bold text-ink break-words">
          {question.title}
        </h1>
        <p className="mt-2 flex flex-wrap items-center gap-3 text-sm text-ink-subtle">
          {question.nickName && <span>{question.nickName}</span>}
          <QaTime time={question.createTime} />
          {question.mine && editTo && (
            <Link to={editTo} className="rounded-md px-2 py-1 font-medium text-brand-700 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-focus">
              <Trans>Edit question</Trans>
            </Link>
          )}
          {question.mine && onRemoveQuestion && <RemoveButton what="question" remove={onRemoveQuestion} />}
        </p>
      </header>
      {question.content && <p className="mt-4 whitespace-pre-line break-words text-ink">{question.content}</p>}
      {question.imgUrls && question.imgUrls.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-3" aria-label={t`Attachments`}>
          {question.imgUrls.map((url, i) => (
            <li key={url + i}>
              <a href={url} target="_blank" rel="noreferrer" className="block rounded-md outline-none focus-visible:ring-2 focus-visible:ring-focus">
                <img src={url} alt={t`Attachment ${i + 1} of the question`} width={160} height={120} loading="lazy" className="h-30 w-40 rounded-md object-cover ring-1 ring-border" />
              </a>
            </li>
          ))}
        </ul>
      )}

      <section aria-labelledby="answers-title" className="mt-8">
        <h2 id="answers-title" className="text-lg font-semibold text-ink">
          <Plural value={replies.length} one="# answer" other="# answers" />
        </h2>
        {replies.length === 0 ? (
          <p className="mt-3 text-sm text-ink-muted">
            <Trans>No answers yet. Be the first to answer.</Trans>
          </p>
        ) : (
          <ol className="mt-3 space-y-3">
            {replies.map((reply) => (
              <li key={reply.id} data-testid="qa-answer" className="rounded-xl bg-surface p-4 ring-1 ring-border">
                <p className="whitespace-pre-line break-words text-ink">{reply.content}</p>
                <p className="mt-2 flex flex-wrap items-center gap-3 text-xs text-ink-subtle">
                  {reply.nickName && <span>{reply.nickName}</span>}
                  <QaTime time={reply.createTime} />
                  {reply.mine && onRemoveReply && <RemoveButton what="answer" remove={() => onRemoveReply(reply.id)} />}
                </p>
              </li>
            ))}
          </ol>
        )}
        {children}
      </section>
    </article>
  );
}

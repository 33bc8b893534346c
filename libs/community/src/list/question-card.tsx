import { Plural } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Question } from '../api/qa-api';
import { QaTime } from '../shared/qa-time';

export interface QuestionCardProps {
  question: Question;
  /** The question's page (`/answerDetail/12`; the mobile site's router adds its /m). */
  to: string;
  /** Heading level of the title in the page's outline. */
  headingLevel?: 2 | 3;
}

/** One question in a list: its title links to the question and its answers. */
export function QuestionCard({ question, to, headingLevel = 2 }: QuestionCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article aria-labelledby={`q-${question.id}`} className="relative rounded-xl bg-surface p-4 ring-1 ring-border focus-within:ring-2 focus-within:ring-focus">
      <Heading id={`q-${question.id}`} className="font-semibold text-ink">
        {/* The whole card is the link's target area; the title is its name. */}
        <Link to={to} className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-brand-700">
          {question.title}
        </Link>
      </Heading>
      {question.content && <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{question.content}</p>}
      <p className="mt-2 flex flex-wrap gap-3 text-xs text-ink-subtle">
        {question.nickName && <span>{question.nickName}</span>}
        <QaTime time={question.createTime} />
        <span>
          <Plural value={question.replyCount ?? 0} one="# answer" other="# answers" />
        </span>
      </p>
    </article>
  );
}

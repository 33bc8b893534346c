import { useLingui } from '@lingui/react';
import type { AgreementDocument } from './texts/agreement-document';

export interface AgreementDocumentViewProps {
  document: AgreementDocument;
  /** The agreement's name, for the scroll region's accessible name. */
  label: string;
}

/**
 * The full text: intro, then numbered sections (h3 under the dialog's title) and clauses. The
 * numbers come from the order here, so translations never carry (or mis-number) them.
 */
export function AgreementDocumentView({ document, label }: AgreementDocumentViewProps) {
  const { i18n } = useLingui();
  return (
    // Its own focusable scroll area: keyboard users scroll the text with the arrow keys, and the
    // dialog's header with the close button stays in view.
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
      tabIndex={0}
      data-agreement={document.kind}
      className="max-h-[min(60dvh,36rem)] overflow-y-auto rounded-md pr-3 text-sm leading-6 text-ink outline-none focus-visible:ring-2 focus-visible:ring-focus"
    >
      <p className="text-ink-muted">{i18n._(document.intro)}</p>
      {document.sections.map((section, index) => (
        <section key={section.key} className="mt-5">
          <h3 className="text-base font-semibold text-ink">
            {`${index + 1}. ${i18n._(section.title)}`}
          </h3>
          {section.clauses.map((clause, clauseIndex) => (
            <p key={clause.id} className="mt-2 flex gap-2">
              <span className="shrink-0 tabular-nums text-ink-muted">{`${index + 1}.${clauseIndex + 1}`}</span>
              <span>{i18n._(clause)}</span>
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}

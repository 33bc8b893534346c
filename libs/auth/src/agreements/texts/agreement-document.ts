import type { MessageDescriptor } from '@lingui/core';

/** The two agreements of spec §2, each opened in its own 720-wide dialog. */
export type AgreementKind = 'service' | 'privacy';

/** One numbered section: a heading and its numbered clauses (1.1, 1.2 ...). */
export interface AgreementSection {
  /** Stable key for React and for anchors; the message ids use the same key. */
  key: string;
  title: MessageDescriptor;
  clauses: readonly MessageDescriptor[];
}

/**
 * A full agreement. Every text is a message of the separate agreements catalog (explicit ids
 * `agreement.{kind}.…`): production builds strip the English from the descriptors, so the texts
 * render only once that catalog is loaded for the active language.
 */
export interface AgreementDocument {
  kind: AgreementKind;
  intro: MessageDescriptor;
  sections: readonly AgreementSection[];
}

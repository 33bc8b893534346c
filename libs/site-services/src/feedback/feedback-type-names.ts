import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FeedbackType } from '@sealens/domain';

/** What each kind of feedback (FEEDBACK_TYPES) is called in the form. */
export const FEEDBACK_TYPE_NAMES: Record<FeedbackType, MessageDescriptor> = {
  '1': msg`Suggestion`,
  '2': msg`Data problem`,
  '3': msg`Page error`,
  '4': msg`Account or membership`,
  '5': msg`Other`,
};

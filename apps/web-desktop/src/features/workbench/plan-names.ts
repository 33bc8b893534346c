// Translated names of the plans of spec §9 (tiers and durations of PLANS in @sealens/domain).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PlanDuration } from '@sealens/domain';

/** The tiers' names are the workbench blocks' own (one text, one translation). */
export { TIER_NAMES as PLAN_TIER_NAMES } from '@sealens/workbench';

export const PLAN_DURATION_NAMES: Readonly<Record<PlanDuration, MessageDescriptor>> = {
  month: msg`Monthly`,
  quarter: msg`Quarterly`,
  year: msg`Yearly`,
  'renewal-card': msg`Renewal card`,
};

// Translated names of the plans of spec §9 (tiers and durations of PLANS in @sealens/domain).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PlanDuration, PlanTier } from '@sealens/domain';

export const PLAN_TIER_NAMES: Readonly<Record<PlanTier, MessageDescriptor>> = {
  starter: msg`Starter edition`,
  operation: msg`Operations edition`,
  ultimate: msg`Ultimate edition`,
  professional: msg`Professional edition`,
  trial: msg`Trial`,
};

export const PLAN_DURATION_NAMES: Readonly<Record<PlanDuration, MessageDescriptor>> = {
  month: msg`Monthly`,
  quarter: msg`Quarterly`,
  year: msg`Yearly`,
  'renewal-card': msg`Renewal card`,
};

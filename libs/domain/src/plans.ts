// Plan ids of spec §9 mapped to their tier and duration. The ids are the server's; labels are ids
// for the sites to translate ("monthly", "quarterly", "yearly membership", "renewal card").

export const PLAN_TIERS = ['starter', 'operation', 'ultimate', 'professional', 'trial'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

export const PLAN_DURATIONS = ['month', 'quarter', 'year', 'renewal-card'] as const;
export type PlanDuration = (typeof PLAN_DURATIONS)[number];

export interface Plan {
  tier: PlanTier;
  /** Absent for the trial (id 16), which the spec gives no duration. */
  duration?: PlanDuration;
}

export const PLANS: Readonly<Record<number, Plan>> = {
  4: { tier: 'starter', duration: 'month' },
  7: { tier: 'starter', duration: 'month' },
  5: { tier: 'starter', duration: 'quarter' },
  8: { tier: 'starter', duration: 'quarter' },
  6: { tier: 'starter', duration: 'year' },
  9: { tier: 'starter', duration: 'year' },
  10: { tier: 'operation', duration: 'month' },
  11: { tier: 'operation', duration: 'quarter' },
  12: { tier: 'operation', duration: 'year' },
  13: { tier: 'ultimate', duration: 'month' },
  14: { tier: 'ultimate', duration: 'quarter' },
  15: { tier: 'ultimate', duration: 'year' },
  114: { tier: 'professional', duration: 'month' },
  115: { tier: 'professional', duration: 'quarter' },
  116: { tier: 'professional', duration: 'year' },
  16: { tier: 'trial' },
  50: { tier: 'operation', duration: 'renewal-card' },
  51: { tier: 'ultimate', duration: 'renewal-card' },
  117: { tier: 'professional', duration: 'renewal-card' },
};

/** The plan of a server plan id (number or numeric string), or undefined when the id is unknown. */
export function planOf(id: number | string | null | undefined): Plan | undefined {
  if (id === null || id === undefined || id === '') return undefined;
  const key = Number(id);
  return Number.isInteger(key) && Object.hasOwn(PLANS, key) ? PLANS[key] : undefined;
}

// What each plan may see of the workbench (issue 26 item 2; DESIGN.md §6 "Rights on the server").
// One table: the server cuts every answer by it and the pages say in words what was cut and which
// plan unlocks the rest. Tiers are those of spec §9; a visitor and an expired member get the preview.
import type { PlanTier } from '../plans';

export type RightsLevel = 'visitor' | 'expired' | PlanTier;

export interface WorkbenchRights {
  level: RightsLevel;
  /** Ranking rows a member may read (the first N of every list, every page of them). */
  rowDepth: number;
  /** Days of an item's daily history, ending on the data day. */
  historyDays: number;
  /** Exports per calendar day (UTC), CSV and XLSX together. */
  exportsPerDay: number;
  /** Items a member may follow (monitors, issue 31). */
  follows: number;
  /** Alert rules a member may keep (issue 31 item 3). */
  rules: number;
  /** Items side by side in a contrast (0: no contrast). */
  contrastWidth: number;
  /** Saved views a member may keep. */
  savedViews: number;
  /** Every category is open; otherwise only the bought ones (spec §3 categoryBuyStatus) go past the preview. */
  allCategories: boolean;
}

type Numbers = Omit<WorkbenchRights, 'level'>;

/** Rows a visitor (or a member outside their rights) sees of any list: the preview. */
export const PREVIEW_ROWS = 10;
/** The history a visitor's preview holds. */
export const PREVIEW_HISTORY_DAYS = 7;

const PREVIEW: Numbers = {
  rowDepth: PREVIEW_ROWS,
  historyDays: PREVIEW_HISTORY_DAYS,
  exportsPerDay: 0,
  follows: 0,
  rules: 0,
  contrastWidth: 0,
  savedViews: 0,
  allCategories: false,
};

/** The rights table, cheapest first (the order in which an answer names the plan that unlocks more). */
export const WORKBENCH_RIGHTS: Readonly<Record<RightsLevel, Numbers>> = {
  visitor: PREVIEW,
  expired: PREVIEW,
  trial: { rowDepth: 50, historyDays: 30, exportsPerDay: 1, follows: 5, rules: 3, contrastWidth: 2, savedViews: 3, allCategories: false },
  starter: { rowDepth: 150, historyDays: 90, exportsPerDay: 5, follows: 20, rules: 10, contrastWidth: 3, savedViews: 10, allCategories: false },
  operation: { rowDepth: 500, historyDays: 180, exportsPerDay: 20, follows: 100, rules: 30, contrastWidth: 4, savedViews: 30, allCategories: true },
  ultimate: { rowDepth: 2_000, historyDays: 365, exportsPerDay: 50, follows: 300, rules: 100, contrastWidth: 6, savedViews: 100, allCategories: true },
  professional: { rowDepth: 10_000, historyDays: 550, exportsPerDay: 200, follows: 1_000, rules: 300, contrastWidth: 6, savedViews: 300, allCategories: true },
};

/** Paid tiers from the cheapest up: the plan named as "what unlocks the rest". */
export const UPGRADE_ORDER: readonly PlanTier[] = ['trial', 'starter', 'operation', 'ultimate', 'professional'];

/** The most items a contrast may hold whatever the plan (DESIGN.md §6: 2 to 6). */
export const CONTRAST_MAX = 6;
export const CONTRAST_MIN = 2;

export interface RightsInput {
  /** Null for a visitor. */
  tier: PlanTier | null;
  /** The membership has ended (spec §4 rule, libs/domain membership.ts). */
  expired: boolean;
}

export function rightsOf({ tier, expired }: RightsInput): WorkbenchRights {
  const level: RightsLevel = tier === null ? 'visitor' : expired ? 'expired' : tier;
  return { level, ...WORKBENCH_RIGHTS[level] };
}

/** The cheapest paid tier whose number `key` reaches `needed`, or undefined when none does. */
export function tierUnlocking(key: 'rowDepth' | 'historyDays' | 'exportsPerDay' | 'contrastWidth' | 'savedViews' | 'follows' | 'rules', needed: number): PlanTier | undefined {
  return UPGRADE_ORDER.find((tier) => WORKBENCH_RIGHTS[tier][key] >= needed);
}

/** Why an answer holds less than was asked (the page says it in words; rows are never hidden silently). */
export type CutReason = 'login' | 'expired' | 'plan' | 'category';

export interface RightsCut {
  reason: CutReason;
  /** What the answer holds (rows or days). */
  allowed: number;
  /** What the full answer would hold. */
  available: number;
  /** The cheapest plan that would show more (absent when no plan would, or for a login/category cut). */
  unlockTier?: PlanTier;
}

/**
 * The depth a member gets of a list scoped to `categoryId` (undefined: all categories), and the cut
 * when the list holds more. A plan without every category sees only the preview of a category it
 * has not bought; the all-category lists and the bought categories get the plan's depth.
 */
export function rowDepthFor(rights: WorkbenchRights, boughtCategories: ReadonlySet<number>, categoryId: number | undefined): { depth: number; reason?: CutReason } {
  if (rights.level === 'visitor') return { depth: PREVIEW_ROWS, reason: 'login' };
  if (rights.level === 'expired') return { depth: PREVIEW_ROWS, reason: 'expired' };
  if (categoryId !== undefined && !rights.allCategories && !boughtCategories.has(categoryId)) return { depth: PREVIEW_ROWS, reason: 'category' };
  return { depth: rights.rowDepth, reason: 'plan' };
}

/** The cut of a list of `available` rows under `depth` (undefined when nothing was cut). */
export function cutOf(depth: { depth: number; reason?: CutReason }, available: number, key: 'rowDepth' | 'historyDays' = 'rowDepth'): RightsCut | undefined {
  if (available <= depth.depth) return undefined;
  const reason = depth.reason ?? 'plan';
  const unlockTier = reason === 'plan' ? tierUnlocking(key, Math.min(available, depth.depth + 1)) : undefined;
  return { reason, allowed: depth.depth, available, ...(unlockTier ? { unlockTier } : {}) };
}

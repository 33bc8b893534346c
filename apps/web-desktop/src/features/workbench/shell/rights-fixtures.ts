// An ultimate member's rights on the data day 2026-11-27, for the shell's tests and stories.
import type { Rights } from './workbench-shell-data';

export const ULTIMATE_RIGHTS: Rights = {
  level: 'ultimate',
  rowDepth: 1000,
  historyDays: 365,
  exportsPerDay: 50,
  exportsLeft: 50,
  follows: 500,
  contrastWidth: 10,
  savedViews: 20,
  allCategories: true,
  boughtCategories: [],
  day: '2026-11-27',
  expiresAt: '2099-12-31 23:59:59',
};

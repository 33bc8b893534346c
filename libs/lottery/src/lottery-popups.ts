// The seven lottery popups of spec §2, by the names of their addresses /m/lottery/components/<name>.
export const LOTTERY_POPUPS = ['activity-ended', 'copy-success', 'invitation-record', 'not-win', 'rules', 'winning', 'winning-record'] as const;

export type LotteryPopupName = (typeof LOTTERY_POPUPS)[number];

export function isLotteryPopupName(value: unknown): value is LotteryPopupName {
  return typeof value === 'string' && (LOTTERY_POPUPS as readonly string[]).includes(value);
}

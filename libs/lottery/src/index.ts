// @sealens/lottery: the lottery promotion of both sites (spec §2): page, popups, prize claim and
// delivery address, and its calls.
export * from './lottery-api';
export { LOTTERY_POPUPS, isLotteryPopupName } from './lottery-popups';
export type { LotteryPopupName } from './lottery-popups';
export { LotteryPage } from './lottery-page';
export type { LotteryPageProps } from './lottery-page';
export { LotteryPopup, LOTTERY_POPUP_WIDTH } from './lottery-popup';
export type { LotteryPopupProps } from './lottery-popup';
export { PrizeBoard, animateDraw, prefersReducedMotion, DRAW_ANIMATION_MS, DRAW_ANIMATION_STEP_MS } from './prize-board';
export type { PrizeBoardProps } from './prize-board';
export { InvitePanel } from './invite-panel';
export type { InvitePanelProps } from './invite-panel';
export { DeliveryForm, DELIVERY_ADDRESS_MAX, DELIVERY_ADDRESS_MIN, DELIVERY_NAME_MAX } from './delivery-form';
export type { DeliveryFormProps } from './delivery-form';
export { WinningRecords } from './winning-records';
export type { WinningRecordsProps } from './winning-records';

// @sealens/site-services: the site-wide services of spec §7 that both sites place (issue 16 item 5):
// friendly links (footer), the theme page configuration (home campaign), user feedback with its
// picture upload, the coupon a promotion link carries, the trial giveaway, the cooperation organ and
// sharing (WeChat JS-SDK inside WeChat).
export type { Answer } from './shared/answer';
export { FriendlyLinks, type FriendlyLinksProps } from './links/friendly-links';
export { loadFriendlyLinks, type FriendlyLink } from './links/friendly-links-api';
export { HOME_SHOW_ADDRESS, loadHomeTheme, type HomeTheme } from './theme/theme-api';
export { ThemeBanners, type ThemeBannerLinkProps, type ThemeBannersProps } from './theme/theme-banners';
export { sendFeedback, uploadPublicImage, uploadScreenshotNoResize, type FeedbackValues } from './feedback/feedback-api';
export { FeedbackForm, type FeedbackFormProps } from './feedback/feedback-form';
export { FEEDBACK_TYPE_NAMES } from './feedback/feedback-type-names';
export { claimCoupon, COUPON_QUERY_PARAMETER, couponIdOf, fetchCoupon, type Coupon } from './coupon/coupon-api';
export { CouponFromLink, type CouponFromLinkProps } from './coupon/coupon-from-link';
export { SiteCouponFromLink } from './coupon/site-coupon-from-link';
export { claimTrial, fetchTrialInfo, type TrialInfo } from './trial/trial-api';
export { TrialClaim, type TrialClaimProps } from './trial/trial-claim';
export { fetchCooperationOrgan, type CooperationOrgan } from './organ/cooperation-organ-api';
export { ShareButton, type ShareButtonProps } from './share/share-button';
export type { SharedPage, ShareOutcome } from './share/wechat-share';

// Limits of the seller pages (issue 16 item 3): multi-shop authorisation and the Shopee green entry
// channel. The spec names neither page's numbers; these are ours, and the server checks the same.

/** Shopee shops one SeaLens account may hold authorised at once. */
export const AUTHORIZED_SHOPS_MAX = 20;
/** How long an authorisation lasts before the shop must be authorised again (Shopee's shop authorisation lasts a year). */
export const SHOP_AUTHORIZATION_DAYS = 365;
/** An authorisation this close to its end is shown as expiring soon. */
export const SHOP_EXPIRING_SOON_DAYS = 30;
/** A Shopee shop id: digits only. */
export const SHOP_ID_PATTERN = /^\d{1,15}$/;
export const SHOP_ID_MAX = 15;
export const SHOP_NAME_MAX = 60;

export const GREEN_CHANNEL_NAME_MAX = 30;
export const GREEN_CHANNEL_COMPANY_MAX = 100;
/** Applications one client address may send an hour. */
export const GREEN_CHANNEL_APPLICATIONS_PER_HOUR = 5;
/** The same phone applying again within this many hours gets its earlier application back (no duplicate). */
export const GREEN_CHANNEL_REPEAT_HOURS = 24;

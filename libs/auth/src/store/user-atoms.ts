// The user part of the client state (spec §3). Atoms are store-independent definitions: the
// values live in whichever jotai store reads them (the app-wide authStore, or a test's own).
import { sortByTypeId } from '@sealens/domain';
import { atom } from 'jotai/vanilla';
import { withContactFallback, type CustomerServiceContact } from './customer-service';
import type { MemberProductState } from './member-product';

export { infoAtom, isLoggedInAtom } from './info-atoms';

/** One entry of the user's category list; the store keeps the list sorted by typeId. */
export interface MainCategory {
  typeId: number;
  [key: string]: unknown;
}

/** One open-window setting (spec §3: openType and openFlag). */
export interface OpenWindowSetting {
  openType: number;
  openFlag: number;
}

export const isQDUserAtom = atom(true);

/**
 * Both end times as "YYYY-MM-DD HH:mm:ss": writers normalise with normalizeMemberProduct (the
 * session port does), which keeps date-fns out of the first bundle that reads this atom.
 */
export const productAtom = atom<MemberProductState | undefined>(undefined);

const mainCategoryBaseAtom = atom<MainCategory[]>([]);
/** Written in any order, read sorted by typeId (spec §3). */
export const mainCategoryAtom = atom(
  (get) => get(mainCategoryBaseAtom),
  (_get, set, list: readonly MainCategory[] | null | undefined) => set(mainCategoryBaseAtom, sortByTypeId(list ?? [])),
);

export const categoryBuyStatusAtom = atom<unknown>(undefined);

export const weChatUrlAtom = atom('');
export const weChatUrl2Atom = atom('');
export const weChatUrl3Atom = atom('');
export const weChatUrl4Atom = atom('');
export const serviceNickNameAtom = atom('');

/** Write-only: stores a customer-service contact answer, filling absent urls with the first. */
export const customerServiceAtom = atom(null, (_get, set, contact: CustomerServiceContact) => {
  const urls = withContactFallback(contact);
  set(weChatUrlAtom, urls.weChatUrl);
  set(weChatUrl2Atom, urls.weChatUrl2);
  set(weChatUrl3Atom, urls.weChatUrl3);
  set(weChatUrl4Atom, urls.weChatUrl4);
  set(serviceNickNameAtom, contact.nickName ?? '');
});

export const openWindowV2Atom = atom<OpenWindowSetting[]>([]);
export const isFilterAbnormalAtom = atom(0);
/** The private-channel type; 0 when the user has none (code 30005). */
export const promoteTypeAtom = atom<number | undefined>(undefined);
/** 1 when the user has set a password. */
export const passwordStatusAtom = atom<number | undefined>(undefined);
export const languageAtom = atom('');
/** User tags; re-read from the persisted user when the tab becomes visible (session-on-load.ts). */
export const tagsAtom = atom<string[]>([]);

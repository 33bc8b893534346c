// Spec §4 logout: clears info, product, main categories, buy status, the four messaging-app urls
// and promote type — exactly those. History, invite codes, language, tags and the rest stay: the
// visitor keeps their recent searches and the invite that brought them.
import { atom } from 'jotai/vanilla';
import {
  categoryBuyStatusAtom,
  infoAtom,
  mainCategoryAtom,
  productAtom,
  promoteTypeAtom,
  weChatUrl2Atom,
  weChatUrl3Atom,
  weChatUrl4Atom,
  weChatUrlAtom,
} from './user-atoms';

export const logoutAtom = atom(null, (_get, set) => {
  set(infoAtom, {});
  set(productAtom, undefined);
  set(mainCategoryAtom, []);
  set(categoryBuyStatusAtom, undefined);
  set(weChatUrlAtom, '');
  set(weChatUrl2Atom, '');
  set(weChatUrl3Atom, '');
  set(weChatUrl4Atom, '');
  set(promoteTypeAtom, undefined);
});

// The promotion landing pages of spec §2 and the login dialog variant each registers through
// (spec §2 "Promotion variants"). Paths are the desktop site's; the mobile ones are laid out for phones.
import type { OpenLoginOptions } from '@sealens/auth';

export type PromoteVariant = Extract<NonNullable<OpenLoginOptions['view']>, { mode: 'promote' }>['variant'];

export interface PromotePage {
  variant: PromoteVariant;
  /** Laid out for a phone (the /promote/mobile* pages). */
  mobile: boolean;
  /** Its success page, /promote/<name>/success (the three mobile pages have one). */
  success: boolean;
}

export const PROMOTE_PAGES: Record<string, PromotePage> = {
  pc: { variant: 'promoteRegister', mobile: false, success: false },
  pc2: { variant: 'promoteRegisterBind', mobile: false, success: false },
  mobile: { variant: 'fastPromoteRegister', mobile: true, success: true },
  mobile2: { variant: 'promoteRegister', mobile: true, success: true },
  mobile3: { variant: 'activityRegister', mobile: true, success: true },
  'landpage/1': { variant: 'fastPromoteRegister', mobile: false, success: false },
};

/** /promote and /promote/index, /promote/index_<n> (spec: /promote/{index_?}) are the pc page. */
const INDEX = /^index(_[A-Za-z0-9]+)?$/;

/** The page of a path below /promote/ ('' for /promote itself), or undefined (not found). */
export function promotePageOf(rest: string): { name: string; page: PromotePage } | undefined {
  const name = rest.replace(/^\/+|\/+$/g, '');
  if (name === '' || INDEX.test(name)) return { name: 'pc', page: PROMOTE_PAGES['pc'] as PromotePage };
  const page = PROMOTE_PAGES[name];
  return page ? { name, page } : undefined;
}

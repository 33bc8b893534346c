// Spec §4: invite and utm codes are saved whenever they appear in the URL. On each navigation the
// query parameters code, utm and scope are read; code is saved as invite_code and utm as utm, but
// only when no scope parameter is present (an OAuth callback also carries `code` and `scope`, and
// that code is not an invite).
import { promoteAtom } from '../store/app-atoms';
import type { AuthStore } from '../store/auth-store';
import type { PromoteState } from '../store/persisted-state';

/** The codes to save from a query string; empty when there are none or a scope is present. */
export function inviteCodesFrom(search: string): PromoteState {
  const params = new URLSearchParams(search);
  if (params.has('scope')) return {};
  const code = params.get('code');
  const utm = params.get('utm');
  return { ...(code ? { invite_code: code } : {}), ...(utm ? { utm } : {}) };
}

/** Saves the URL's codes into the promote store (persisted); the other field is kept. */
export function captureInviteCodes(store: AuthStore, search: string): void {
  const codes = inviteCodesFrom(search);
  if (codes.invite_code === undefined && codes.utm === undefined) return;
  const current = store.get(promoteAtom);
  if (Object.entries(codes).every(([key, value]) => current[key as keyof PromoteState] === value)) return;
  store.set(promoteAtom, { ...current, ...codes });
}

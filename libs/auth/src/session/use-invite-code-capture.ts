// The sites call this in their root layout with the router's location.search, so the codes are
// captured on every navigation (spec §4), not only on the first page.
import { useEffect } from 'react';
import { useAuthStore } from '../store/auth-store-context';
import { captureInviteCodes } from './invite-codes';

export function useInviteCodeCapture(search: string): void {
  const store = useAuthStore();
  useEffect(() => captureInviteCodes(store, search), [store, search]);
}

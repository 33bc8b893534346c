// Route module of /m/register: promotion and activity links land here and get the registration dialog.
import { RegisterPage } from '@sealens/auth';
import type { RouteHandle } from '@sealens/ssr';
import { useLocation } from 'react-router';

export function Component() {
  const { search } = useLocation();
  return <RegisterPage search={search} />;
}

// A landing for links with invite codes: not a page to index.
export const handle: RouteHandle = { head: () => ({ noindex: true }), query: ['actId', 'aic', 'fast'] };

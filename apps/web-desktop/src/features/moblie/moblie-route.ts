// Route module of /moblie (spec §2 spells the mobile site's old address so): a redirect to /m, the
// rest of the path and the query kept.
import { sameOriginPath } from '@sealens/domain';
import { redirect, type LoaderFunctionArgs } from 'react-router';

export function loader({ request }: LoaderFunctionArgs): Response {
  const url = new URL(request.url);
  // The path is the visitor's: the shared guard keeps the target on this origin.
  return redirect(sameOriginPath(`/m${url.pathname.replace(/^\/moblie/, '')}${url.search}`, url.origin, '/m'));
}

export function Component() {
  return null;
}

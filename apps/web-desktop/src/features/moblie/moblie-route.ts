// Route module of /moblie (spec §2 spells the mobile site's old address so): a redirect to /m, the
// rest of the path and the query kept.
import { redirect, type LoaderFunctionArgs } from 'react-router';

export function loader({ request }: LoaderFunctionArgs): Response {
  const url = new URL(request.url);
  return redirect(`/m${url.pathname.replace(/^\/moblie/, '')}${url.search}`);
}

export function Component() {
  return null;
}

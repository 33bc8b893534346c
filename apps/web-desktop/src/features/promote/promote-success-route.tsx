// Route module of /promote/mobile/success, /promote/mobile2/success and /promote/mobile3/success:
// the registration is done; where to go next.
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { RouteHandle } from '@sealens/ssr';
import { buttonClassName } from '@sealens/ui';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { pageTitle } from '../../app/site-head';
import { PROMOTE_PAGES } from './promote-pages';

/** /promote/{variant}/success -> the variant (routes.tsx matches it with or without a path parameter). */
export function loader({ request }: LoaderFunctionArgs): null {
  const variant = /^\/promote\/([^/]+)\/success\/?$/.exec(new URL(request.url).pathname)?.[1] ?? '';
  if (!PROMOTE_PAGES[variant]?.success) throw new Response('Not Found', { status: 404 });
  return null;
}

export function Component() {
  return (
    <section aria-labelledby="promote-success-title" className="mx-auto flex w-full max-w-md flex-col items-center gap-6 px-6 py-16 text-center">
      <h1 id="promote-success-title" className="text-3xl font-bold text-ink">
        <Trans>Registration succeeded</Trans>
      </h1>
      <p className="text-ink-muted">
        <Trans>Your account is ready. Open the backstage on a computer for the full data, or keep browsing here.</Trans>
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/workbench/home" className={buttonClassName('primary', 'lg')}>
          <Trans>Open the backstage</Trans>
        </Link>
        <Link to="/" className={buttonClassName('secondary', 'lg')}>
          <Trans>Back to home</Trans>
        </Link>
      </div>
    </section>
  );
}

export const handle: RouteHandle = {
  query: [],
  head: ({ i18n }) => ({ title: pageTitle(i18n._(msg`Registration succeeded`)), description: i18n._(msg`Your SeaLens account is ready.`), noindex: true }),
};

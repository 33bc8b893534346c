// Route module of /m/lottery and its popups /m/lottery/components/<name> (spec §2): the activity,
// prizes and the visitor's or member's chances come from the loader, so the first HTML holds them.
// A popup's address only opens that popup over the same page (the page stays mounted).
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { siteApi, useIsLoggedIn } from '@sealens/auth';
import { LotteryPage, fetchLotteryOverview, isLotteryPopupName, type LotteryOverview, type LotteryPopupName } from '@sealens/lottery';
import { loaderApi, type RouteHandle } from '@sealens/ssr';
import { buttonClassName } from '@sealens/ui';
import { Link, useLoaderData, useLocation, useNavigate, useParams, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { pageTitle } from '../../app/site-head';

export interface LotteryRouteData {
  overview: LotteryOverview | null;
}

export async function loader({ context, params, request }: LoaderFunctionArgs): Promise<LotteryRouteData> {
  if (params['popup'] !== undefined && !isLotteryPopupName(params['popup'])) throw new Response('Not Found', { status: 404 });
  try {
    return { overview: await fetchLotteryOverview(loaderApi(context, siteApi), new URL(request.url).searchParams.get('actId')) };
  } catch {
    return { overview: null };
  }
}

/** Opening or closing a popup keeps the data (the page refreshes itself after a login); another ?actId= loads its own. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.search !== nextUrl.search ? defaultShouldRevalidate : false;
}

export function Component() {
  const { overview } = useLoaderData() as LotteryRouteData;
  const params = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const query = new URLSearchParams(search);
  const popup: LotteryPopupName | null = isLotteryPopupName(params['popup']) ? params['popup'] : null;
  const actId = overview?.activity?.actId ?? query.get('actId') ?? '';
  const go = (next: LotteryPopupName | null) =>
    void navigate(next ? `/lottery/components/${next}${search}` : `/lottery${search}`, { replace: popup !== null, preventScrollReset: true });
  return (
    <div className="flex flex-col gap-6 px-4 py-6">
      <LotteryPage
        overview={overview}
        actId={query.get('actId')}
        aic={query.get('aic')}
        loggedIn={loggedIn}
        api={siteApi}
        popup={popup}
        onPopupChange={go}
        deliveryHref={(record) => `/DeliveryInfo?recordId=${record.recordId}&actId=${encodeURIComponent(actId)}`}
        renderLink={(href, children, className) => (
          <Link to={href} className={className}>
            {children}
          </Link>
        )}
      />
      {loggedIn ? (
        <p className="text-center">
          <Link to={`/ReceivePrize?actId=${encodeURIComponent(actId)}`} className={buttonClassName('link', 'md')}>
            <Trans>Claim my prizes</Trans>
          </Link>
        </p>
      ) : null}
    </div>
  );
}

export const handle: RouteHandle = {
  query: ['actId', 'aic'],
  head: ({ i18n, data }) => ({
    title: pageTitle((data as LotteryRouteData | undefined)?.overview?.activity?.name ?? i18n._(msg`Lucky draw`)),
    description: i18n._(msg`Draw prizes, invite friends for more draws and claim what you win.`),
  }),
};

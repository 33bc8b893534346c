// Route module of the promotion landing pages (/promote, /promote/{index_?}, /promote/pc, pc2,
// mobile, mobile2, mobile3, /promote/landpage/1): what a new seller gets, the partner channel of the
// link (?urlCode=) and a register button opening the page's promotion variant of the login dialog.
// The utm and invite codes of the address are kept by the session (spec §3) and sent with it.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { APP_NAME } from '@sealens/domain';
import { openLogin, siteApi, useIsLoggedIn } from '@sealens/auth';
import { chooseActivity, type LotteryActivity } from '@sealens/lottery';
import { SiteCouponFromLink } from '@sealens/site-services';
import { loaderApi, type RouteHandle } from '@sealens/ssr';
import { Button, buttonClassName } from '@sealens/ui';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { pageTitle } from '../../app/site-head';
import { promotePageOf, type PromotePage } from './promote-pages';

export interface PromoteRouteData {
  name: string;
  page: PromotePage;
  /** The partner channel of ?urlCode= (GET /public/partnerChannel), when it exists. */
  channelName: string | null;
  /** The running lottery activity (the activity-register page). */
  activity: LotteryActivity | null;
}

export async function loader({ context, request }: LoaderFunctionArgs): Promise<PromoteRouteData> {
  const url = new URL(request.url);
  const found = promotePageOf(url.pathname.replace(/^\/promote/, ''));
  if (!found) throw new Response('Not Found', { status: 404 });
  const api = loaderApi(context, siteApi);
  const urlCode = url.searchParams.get('urlCode');
  const [channelName, activity] = await Promise.all([
    urlCode
      ? api.distribution
          .GET('/public/partnerChannel', { params: { query: { appId: APP_NAME, urlCode } } })
          .then((r) => (r.data?.code === 200 ? (r.data.payload?.channelName ?? null) : null))
          .catch(() => null)
      : null,
    found.page.variant === 'activityRegister'
      ? api.main
          .GET('/lottery/activities', {})
          .then((r) => (r.data?.code === 200 ? chooseActivity((r.data.payload ?? []).filter((a) => !a.ended)) : null))
          .catch(() => null)
      : null,
  ]);
  return { ...found, channelName, activity };
}

export function Component() {
  const { page, channelName, activity } = useLoaderData() as PromoteRouteData;
  const { t } = useLingui();
  const loggedIn = useIsLoggedIn();
  const register = () =>
    void openLogin({
      view: { mode: 'promote', variant: page.variant },
      ...(page.variant === 'activityRegister' && activity ? { activity: { actId: activity.actId } } : {}),
    });
  const benefits = [
    t`Free membership for new users`,
    t`Market data refreshed every 24 hours (T+1), across 9 site markets`,
    t`Hot-selling, soaring and new-product rankings in many dimensions`,
    t`The latest cross-border operation content and a one-to-one tutor`,
  ];
  return (
    <section aria-labelledby="promote-title" className={`mx-auto flex w-full flex-col gap-6 px-6 py-12 ${page.mobile ? 'max-w-md' : 'max-w-3xl'}`}>
      {channelName ? (
        <p className="self-start rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700" data-testid="partner-channel">
          <Trans>Recommended by {channelName}</Trans>
        </p>
      ) : null}
      <h1 id="promote-title" className="text-3xl font-bold text-ink">
        {page.variant === 'activityRegister' ? <Trans>Register and join the lucky draw</Trans> : <Trans>Grow your Shopee shop with real market data</Trans>}
      </h1>
      <p className="text-ink-muted">
        {page.variant === 'activityRegister' && activity ? (
          <Trans>Register now and get a lottery chance in {activity.name}.</Trans>
        ) : (
          <Trans>SeaLens shows what sells, who sells it and at what price, for cross-border sellers.</Trans>
        )}
      </p>
      {/* A coupon the promotion link carries (?couponId=): shown, and claimable once logged in. */}
      <SiteCouponFromLink />
      <ul className="flex flex-col gap-2">
        {benefits.map((benefit) => (
          <li key={benefit} className="flex gap-2 text-ink">
            <span aria-hidden="true" className="text-brand-600">
              ✓
            </span>
            {benefit}
          </li>
        ))}
      </ul>
      {loggedIn ? (
        <p className="flex flex-wrap items-center gap-3 text-ink">
          <Trans>You are logged in.</Trans>
          <Link to="/workbench/home" className={buttonClassName('primary', 'md')}>
            <Trans>Open the backstage</Trans>
          </Link>
        </p>
      ) : (
        <Button size="lg" className="self-start" onClick={register}>
          {page.variant === 'activityRegister' ? <Trans>Register and get a lottery chance</Trans> : <Trans>Register free</Trans>}
        </Button>
      )}
    </section>
  );
}

export const handle: RouteHandle = {
  query: ['urlCode'],
  head: ({ i18n }) => ({
    title: pageTitle(i18n._(msg`Register free`)),
    description: i18n._(msg`SeaLens shows what sells, who sells it and at what price, for cross-border sellers.`),
    // Landing pages of paid links: not for search engines.
    noindex: true,
  }),
};

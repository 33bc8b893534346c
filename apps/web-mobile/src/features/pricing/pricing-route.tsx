// Route module of /m/pricing (issue 17): the pricing and profit calculator. The loader reads the
// inputs from the URL query and fetches the site's fee schedule and the day's rates, so the first
// HTML holds the real calculation; typing replaces the query without running the loader again
// unless the site or the rate day changed (shouldRevalidate).
import { msg } from '@lingui/core/macro';
import { openLogin, siteApi, useIsLoggedIn } from '@sealens/auth';
import { loadPricingPage, PricingPage, PricingPageIntro, shouldRevalidatePricing, type PricingPageData } from '@sealens/pricing';
import { loaderApi, type RouteHandle } from '@sealens/ssr';
import { useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';
import { pageTitle } from '../../app/site-head';

export const PRICING_PATH = '/m/pricing';

export function loader({ context, request }: LoaderFunctionArgs): Promise<PricingPageData> {
  return loadPricingPage(loaderApi(context, siteApi).main, new URL(request.url));
}

export const shouldRevalidate: ShouldRevalidateFunction = shouldRevalidatePricing;

const browserMain = () => siteApi().main;

export function Component() {
  const data = useLoaderData<PricingPageData>();
  const isMember = useIsLoggedIn();
  return (
    <section className="px-4 pt-5 pb-8">
      <PricingPageIntro />
      <div className="mt-4">
        <PricingPage data={data} api={browserMain} path={PRICING_PATH} isMember={isMember} onLogin={() => void openLogin()} compact />
      </div>
    </section>
  );
}

export const handle: RouteHandle = {
  query: ['ads', 'cat', 'cost', 'day', 'disc', 'fm', 'h', 'l', 'margin', 'mode', 'price', 'profit', 'prog', 'ret', 'seller', 'site', 'w', 'wd'],
  head: ({ i18n }) => ({
    title: pageTitle(i18n._(msg`Pricing and profit calculator`)),
    description: i18n._(msg`Work out a Shopee selling price and your profit in 2 steps: every site fee, shipping and the exchange rate, in the site's currency and CNY.`),
  }),
};

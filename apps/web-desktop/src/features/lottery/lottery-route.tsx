// Route module of /lottery (spec §2): the activity, prizes and the visitor's or member's chances come
// from the loader, so the first HTML holds them. Popups open over the page; a prize is claimed (and a
// shipped prize's address entered) inside the winning-record popup.
import { msg } from '@lingui/core/macro';
import { siteApi, useIsLoggedIn } from '@sealens/auth';
import { LotteryPage, fetchLotteryOverview, isLotteryPopupName, type LotteryOverview, type LotteryPopupName } from '@sealens/lottery';
import { loaderApi, type RouteHandle } from '@sealens/ssr';
import { useState } from 'react';
import { useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { pageTitle } from '../../app/site-head';

export interface LotteryRouteData {
  overview: LotteryOverview | null;
}

export async function loader({ context, request }: LoaderFunctionArgs): Promise<LotteryRouteData> {
  try {
    return { overview: await fetchLotteryOverview(loaderApi(context, siteApi), new URL(request.url).searchParams.get('actId')) };
  } catch {
    return { overview: null };
  }
}

export function Component() {
  const { overview } = useLoaderData() as LotteryRouteData;
  const query = new URLSearchParams(useLocation().search);
  const loggedIn = useIsLoggedIn();
  // ?popup=<name> opens one popup on arrival (the mobile site gives each popup its own address).
  const initialPopup = query.get('popup');
  const [popup, setPopup] = useState<LotteryPopupName | null>(isLotteryPopupName(initialPopup) ? initialPopup : null);
  return (
    <div className="mx-auto w-full max-w-4xl px-6 py-10">
      <LotteryPage
        overview={overview}
        actId={query.get('actId')}
        aic={query.get('aic')}
        loggedIn={loggedIn}
        api={siteApi}
        popup={popup}
        onPopupChange={setPopup}
      />
    </div>
  );
}

export const handle: RouteHandle = {
  query: ['actId', 'aic', 'popup'],
  head: ({ i18n, data }) => ({
    title: pageTitle((data as LotteryRouteData | undefined)?.overview?.activity?.name ?? i18n._(msg`Lucky draw`)),
    description: i18n._(msg`Draw prizes, invite friends for more draws and claim what you win.`),
  }),
};

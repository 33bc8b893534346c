// Route module of /m/ReceivePrize: the prizes the member won in the activity, each with its claim; a
// shipped prize's address is entered on /m/DeliveryInfo. The record is in the first HTML.
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { openLogin, siteApi, useIsLoggedIn } from '@sealens/auth';
import { WinningRecords, fetchLotteryRecords, receiveLotteryPrize } from '@sealens/lottery';
import { isServerLoaderContext, loaderApi, type RouteHandle } from '@sealens/ssr';
import { Button, buttonClassName } from '@sealens/ui';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { pageTitle } from '../../app/site-head';
import { loadLotteryMemberData, type LotteryMemberData } from './lottery-member-data';

export async function loader({ context, request }: LoaderFunctionArgs): Promise<LotteryMemberData> {
  return loadLotteryMemberData(loaderApi(context, siteApi), new URL(request.url).searchParams.get('actId'), isServerLoaderContext(context) ? context.member : true);
}

export function Component() {
  const { activity, records } = useLoaderData() as LotteryMemberData;
  const loggedIn = useIsLoggedIn();
  return (
    <section className="flex flex-col gap-4 px-4 py-6" aria-labelledby="receive-prize-title">
      <h1 id="receive-prize-title" className="text-xl font-bold text-ink">
        <Trans>Claim my prizes</Trans>
      </h1>
      {!activity ? (
        <p className="text-ink-muted">
          <Trans>There is no lottery activity at the moment.</Trans>
        </p>
      ) : !loggedIn ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-ink">
            <Trans>Log in to see and claim the prizes you won.</Trans>
          </p>
          <Button onClick={() => void openLogin()}>
            <Trans>Log in</Trans>
          </Button>
        </div>
      ) : (
        <>
          <p className="text-sm text-ink-muted">{activity.name}</p>
          <WinningRecords
            initial={records}
            load={() => fetchLotteryRecords(siteApi(), activity.actId)}
            receive={(recordId, delivery) => receiveLotteryPrize(siteApi(), recordId, delivery)}
            deliveryHref={(record) => `/DeliveryInfo?recordId=${record.recordId}&actId=${encodeURIComponent(activity.actId)}`}
            renderLink={(href, children, className) => (
              <Link to={href} className={className}>
                {children}
              </Link>
            )}
          />
        </>
      )}
      <Link to={`/lottery${activity ? `?actId=${encodeURIComponent(activity.actId)}` : ''}`} className={buttonClassName('link', 'md', 'self-start')}>
        <Trans>Back to the lucky draw</Trans>
      </Link>
    </section>
  );
}

export const handle: RouteHandle = {
  query: ['actId'],
  head: ({ i18n }) => ({
    title: pageTitle(i18n._(msg`Claim my prizes`)),
    description: i18n._(msg`The prizes you won in the lucky draw, and how to claim them.`),
    noindex: true,
  }),
};

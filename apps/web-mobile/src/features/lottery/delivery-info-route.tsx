// Route module of /m/DeliveryInfo?recordId=…&actId=…: the delivery address of a shipped prize. The
// saved address (if any) is in the first HTML; a failed save keeps what was typed.
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { openLogin, siteApi, useIsLoggedIn } from '@sealens/auth';
import { DeliveryForm, LOTTERY_RECORDS_MAX_PAGE_SIZE, fetchLotteryRecords, receiveLotteryPrize, type LotteryList, type LotteryRecord } from '@sealens/lottery';
import { useCallback, useEffect, useState } from 'react';
import { isServerLoaderContext, loaderApi, type RouteHandle } from '@sealens/ssr';
import { Button, buttonClassName } from '@sealens/ui';
import { Link, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { pageTitle } from '../../app/site-head';
import { loadLotteryMemberData, type LotteryMemberData } from './lottery-member-data';

export async function loader({ context, request }: LoaderFunctionArgs): Promise<LotteryMemberData> {
  return loadLotteryMemberData(loaderApi(context, siteApi), new URL(request.url).searchParams.get('actId'), isServerLoaderContext(context) ? context.member : true);
}

export function Component() {
  const { activity, records: loaded } = useLoaderData() as LotteryMemberData;
  const loggedIn = useIsLoggedIn();
  const recordId = Number(new URLSearchParams(useLocation().search).get('recordId'));
  const [records, setRecords] = useState<LotteryList<LotteryRecord> | null | 'error'>(loaded);
  const actId = activity?.actId;
  const requestRecords = useCallback(() => {
    if (actId) fetchLotteryRecords(siteApi(), actId, 1, LOTTERY_RECORDS_MAX_PAGE_SIZE).then(setRecords, () => setRecords('error'));
  }, [actId]);
  const retry = () => {
    setRecords(null);
    requestRecords();
  };
  // A page the server rendered as the visitor's view gets the member's record here.
  useEffect(() => {
    if (loggedIn && loaded === null) requestRecords();
  }, [loggedIn, loaded, requestRecords]);
  const record = records && records !== 'error' ? records.list.find((r) => r.recordId === recordId) : undefined;
  const back = `/ReceivePrize${activity ? `?actId=${encodeURIComponent(activity.actId)}` : ''}`;
  return (
    <section className="flex flex-col gap-4 px-4 py-6" aria-labelledby="delivery-title">
      <h1 id="delivery-title" className="text-xl font-bold text-ink">
        <Trans>Delivery address</Trans>
      </h1>
      {!loggedIn ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-ink">
            <Trans>Log in to enter the delivery address of your prize.</Trans>
          </p>
          <Button onClick={() => void openLogin()}>
            <Trans>Log in</Trans>
          </Button>
        </div>
      ) : records === 'error' ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-danger-700">
          <Trans>The winning record could not be loaded.</Trans>
          <Button variant="secondary" size="sm" onClick={retry}>
            <Trans>Retry</Trans>
          </Button>
        </div>
      ) : records === null && actId ? (
        <p role="status" className="text-ink-muted">
          <Trans>Loading</Trans>
        </p>
      ) : !record || !record.prize.shipped ? (
        <p className="text-ink-muted">
          <Trans>This prize needs no delivery address, or it is not one of yours. Open it from your prizes.</Trans>
        </p>
      ) : (
        <>
          <p className="text-ink">
            <Trans>Prize: {record.prize.name}</Trans>
          </p>
          <DeliveryForm
            {...(record.delivery ? { initial: record.delivery } : {})}
            onSubmit={async (delivery) => {
              await receiveLotteryPrize(siteApi(), record.recordId, delivery);
            }}
          />
        </>
      )}
      <Link to={back} className={buttonClassName('link', 'md', 'self-start')}>
        <Trans>Back to my prizes</Trans>
      </Link>
    </section>
  );
}

export const handle: RouteHandle = {
  query: ['actId', 'recordId'],
  head: ({ i18n }) => ({
    title: pageTitle(i18n._(msg`Delivery address`)),
    description: i18n._(msg`Where we send the prize you won in the lucky draw.`),
    noindex: true,
  }),
};

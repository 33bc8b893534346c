import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@sealens/ui';
import { useCallback, useEffect, useState } from 'react';
import type { Answer } from '../shared/answer';
import type { Coupon } from './coupon-api';

export interface CouponFromLinkProps {
  couponId: string;
  /** Known only after hydration: until then (and for visitors) the panel asks to log in. */
  isMember: boolean;
  onLogin: () => void;
  fetchCoupon: (couponId: string) => Promise<Answer<Coupon>>;
  claimCoupon: (couponId: string) => Promise<Answer<Coupon>>;
}

type State =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed' }
  | { status: 'ready'; coupon: Coupon; claiming: boolean; claimFailed: boolean; justClaimed: boolean };

/** Coupon amounts are in cents of the platform's currency (yuan). */
function amountText(cents: number | undefined): string {
  return cents === undefined ? '' : `¥${(cents / 100).toFixed(2)}`;
}

/**
 * The coupon a promotion link carries (`?couponId=`): a visitor is asked to log in, a member sees it
 * (name, amount, validity) and claims it once. The server says whether it is theirs, claimed, used
 * or expired.
 */
export function CouponFromLink({ couponId, isMember, onLogin, fetchCoupon, claimCoupon }: CouponFromLinkProps) {
  const { t } = useLingui();
  const [state, setState] = useState<State>({ status: 'loading' });

  // Sets the state only when the answer comes (the first state is already 'loading').
  const load = useCallback(() => {
    void fetchCoupon(couponId).then((answer) => {
      if (answer.code === 200 && answer.payload) setState({ status: 'ready', coupon: answer.payload, claiming: false, claimFailed: false, justClaimed: false });
      else setState({ status: answer.code === 40004 ? 'missing' : 'failed' });
    });
  }, [couponId, fetchCoupon]);
  useEffect(() => {
    if (isMember) load();
  }, [isMember, load]);

  const claim = async () => {
    if (state.status !== 'ready') return;
    setState({ ...state, claiming: true, claimFailed: false });
    const answer = await claimCoupon(couponId);
    if (answer.code === 200 && answer.payload) setState({ status: 'ready', coupon: answer.payload, claiming: false, claimFailed: false, justClaimed: true });
    // Already claimed meanwhile (another tab): the lookup says so.
    else if (answer.code === 10011) load();
    else setState({ ...state, claiming: false, claimFailed: true });
  };

  const frame = 'rounded-xl bg-brand-50 p-5 text-ink ring-1 ring-brand-200';
  if (!isMember) {
    return (
      <section aria-label={t`Coupon`} className={frame} data-testid="coupon-from-link">
        <p className="font-semibold">
          <Trans>This link carries a coupon for you.</Trans>
        </p>
        <p className="mt-1 text-sm text-ink-muted">
          <Trans>Log in or register to see it and claim it.</Trans>
        </p>
        <Button className="mt-3" onClick={onLogin}>
          <Trans>Log in to claim</Trans>
        </Button>
      </section>
    );
  }
  return (
    <section aria-label={t`Coupon`} aria-busy={state.status === 'loading'} className={frame} data-testid="coupon-from-link">
      {state.status === 'loading' ? (
        <p className="text-sm text-ink-muted">
          <Trans>Loading your coupon…</Trans>
        </p>
      ) : state.status === 'missing' ? (
        <p className="text-sm">
          <Trans>This coupon does not exist or is not yours.</Trans>
        </p>
      ) : state.status === 'failed' ? (
        <div role="alert">
          <p className="text-sm">
            <Trans>The coupon could not be loaded.</Trans>
          </p>
          <Button
            className="mt-2"
            variant="secondary"
            size="sm"
            onClick={() => {
              setState({ status: 'loading' });
              load();
            }}
          >
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <p className="text-2xl font-bold text-brand-700">{amountText(state.coupon.amount)}</p>
            <p className="font-semibold">{state.coupon.name ?? state.coupon.couponId}</p>
            {state.coupon.endTime && (
              <p className="text-sm text-ink-muted">
                <Trans>Valid until {state.coupon.endTime}</Trans>
              </p>
            )}
          </div>
          <div className="text-right" aria-live="polite">
            {state.coupon.status === 2 ? (
              <p className="font-medium text-ink-muted">
                <Trans>Expired</Trans>
              </p>
            ) : state.coupon.status === 1 ? (
              <p className="font-medium text-ink-muted">
                <Trans>Used</Trans>
              </p>
            ) : state.coupon.claimed ? (
              <p className="font-medium text-success-700" data-testid="coupon-claimed">
                {state.justClaimed ? <Trans>Claimed: it is in your account now.</Trans> : <Trans>Claimed</Trans>}
              </p>
            ) : (
              <Button loading={state.claiming} onClick={() => void claim()}>
                <Trans>Claim coupon</Trans>
              </Button>
            )}
            {state.claimFailed && (
              <p role="alert" className="mt-2 text-sm text-danger-700">
                <Trans>The coupon could not be claimed. Please try again.</Trans>
              </p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

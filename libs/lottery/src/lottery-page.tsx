// The lottery page of both sites (/lottery, /m/lottery): the running activity, the prizes, the
// caller's chances, the draw (decided by the server; the board only shows it) and the invitation
// link with the caller's `aic` code. The seven popups of spec §2 are driven by `popup`, so the mobile
// site can give each its own address.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiClients } from '@sealens/api';
import { openLogin } from '@sealens/auth';
import { Button } from '@sealens/ui';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { InvitePanel } from './invite-panel';
import {
  LOTTERY_CODES,
  LotteryCallError,
  drawLottery,
  fetchLotteryOverview,
  type DrawResult,
  type LotteryOverview,
  type LotteryRecord,
} from './lottery-api';
import { LotteryPopup } from './lottery-popup';
import type { LotteryPopupName } from './lottery-popups';
import { PrizeBoard, animateDraw } from './prize-board';

export interface LotteryPageProps {
  /** From the route loader; null when it could not be had there (fetched here, with a retry). */
  overview: LotteryOverview | null;
  /** The activity of the address (?actId=), else the running one. */
  actId?: string | null;
  /** The inviter's code of an invitation link (?aic=). */
  aic?: string | null;
  loggedIn: boolean;
  api: () => ApiClients;
  popup: LotteryPopupName | null;
  onPopupChange(popup: LotteryPopupName | null): void;
  /** Where a shipped prize's address is entered (the mobile site's /m/DeliveryInfo); absent: inline. */
  deliveryHref?: (record: LotteryRecord) => string;
  renderLink?: (href: string, children: ReactNode, className: string) => ReactNode;
}

/**
 * Where a registration started on this page comes back to: the lottery itself, without an open
 * popup (a mobile popup's own path, or ?popup=), so the newcomer sees their chance and can draw.
 */
export function lotteryLanding(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete('popup');
  const rest = query.toString();
  return `${pathname.replace(/\/components\/[^/]*\/?$/, '')}${rest ? `?${rest}` : ''}`;
}

const landingHere = (): string => lotteryLanding(window.location.pathname, window.location.search);

type Load = { status: 'ready'; overview: LotteryOverview } | { status: 'loading' } | { status: 'error' };

export function LotteryPage({ overview: initial, actId, aic, loggedIn, api, popup, onPopupChange, deliveryHref, renderLink }: LotteryPageProps) {
  const { t } = useLingui();
  const [load, setLoad] = useState<Load>(initial ? { status: 'ready', overview: initial } : { status: 'loading' });
  const [drawing, setDrawing] = useState(false);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const [lastDraw, setLastDraw] = useState<DrawResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const loadedAs = useRef<boolean | null>(initial ? loggedIn : null);

  const refresh = useCallback(() => {
    setLoad((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    fetchLotteryOverview(api(), actId).then(
      (overview) => setLoad({ status: 'ready', overview }),
      () => setLoad((s) => (s.status === 'ready' ? s : { status: 'error' })),
    );
  }, [api, actId]);

  // The server rendered the view it saw; a login (or logout) here changes the chances and the code.
  useEffect(() => {
    if (loadedAs.current === loggedIn) return;
    loadedAs.current = loggedIn;
    refresh();
  }, [loggedIn, refresh]);

  const overview = load.status === 'ready' ? load.overview : null;
  const activity = overview?.activity ?? null;
  const ended = activity?.ended === true;
  // The Draw button is disabled and says why, rather than answering a click with a refusal.
  const noChances = loggedIn && !ended && overview !== null && overview.chances <= 0;
  const noChancesId = useId();

  // An ended activity says so as soon as the page opens.
  useEffect(() => {
    if (ended && popup === null) onPopupChange('activity-ended');
    // Only on arrival: closing the popup must not reopen it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ended]);

  // Both ways in carry the activity and the inviter's code: a newcomer who registers on the login
  // dialog's SMS screen is registered for the activity as well (issue 27 item 6).
  const activityForLogin = () =>
    activity ? { activity: { actId: activity.actId, ...(aic ? { inviteCode: aic } : {}), landing: landingHere() } } : {};
  const registerForActivity = () => {
    if (!activity) return;
    void openLogin({ view: { mode: 'promote', variant: 'activityRegister' }, ...activityForLogin() });
  };
  const logInToDraw = () => void openLogin(activityForLogin());

  const draw = async () => {
    if (!overview || !activity || drawing) return;
    setProblem(null);
    if (!loggedIn) {
      logInToDraw();
      return;
    }
    if (ended) {
      onPopupChange('activity-ended');
      return;
    }
    if (overview.chances <= 0) {
      setProblem(t`You have no chances left. Invite friends: each friend who registers gives you one more.`);
      return;
    }
    setDrawing(true);
    try {
      const result = await drawLottery(api(), activity.actId);
      const target = overview.prizes.findIndex((p) => (result.win ? p.prizeId === result.prize?.prizeId : p.noWin === true));
      await animateDraw(overview.prizes.length, Math.max(0, target), setHighlighted);
      setLastDraw(result);
      setLoad({
        status: 'ready',
        overview: {
          ...overview,
          chances: result.chances,
          prizes: overview.prizes.map((p) => (result.prize && p.prizeId === result.prize.prizeId ? result.prize : p)),
        },
      });
      onPopupChange(result.win ? 'winning' : 'not-win');
    } catch (error) {
      if (error instanceof LotteryCallError && error.code === LOTTERY_CODES.noChance) {
        setLoad({ status: 'ready', overview: { ...overview, chances: 0 } });
        setProblem(t`You have no chances left. Invite friends: each friend who registers gives you one more.`);
      } else if (error instanceof LotteryCallError && error.code === LOTTERY_CODES.activityEnded) {
        setLoad({ status: 'ready', overview: { ...overview, activity: { ...activity, ended: true } } });
        onPopupChange('activity-ended');
      } else {
        setProblem(t`The draw failed. Check the network and try again.`);
      }
    } finally {
      setDrawing(false);
    }
  };

  if (load.status === 'loading') {
    return (
      <p role="status" className="py-16 text-center text-ink-muted">
        <Trans>Loading the lottery…</Trans>
      </p>
    );
  }
  if (load.status === 'error' || !overview) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
        <p className="text-ink">
          <Trans>The lottery could not be loaded.</Trans>
        </p>
        <Button variant="secondary" onClick={refresh}>
          <Trans>Retry</Trans>
        </Button>
      </div>
    );
  }
  if (!activity) {
    return (
      <p className="py-16 text-center text-ink-muted">
        <Trans>There is no lottery activity at the moment.</Trans>
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-ink">{activity.name}</h1>
        <p className="text-sm text-ink-muted">
          <Trans>
            From {activity.startTime} to {activity.endTime}
          </Trans>
          {ended ? (
            <span className="ml-2 font-medium text-danger-700">
              <Trans>Ended</Trans>
            </span>
          ) : null}
        </p>
      </header>

      {!loggedIn && aic ? (
        <p className="rounded-md bg-brand-50 p-3 text-sm text-ink">
          <Trans>A friend invited you: register through the activity and you both get a draw.</Trans>
        </p>
      ) : null}

      <PrizeBoard prizes={overview.prizes} highlighted={highlighted} />

      <section aria-label={t`Draw`} className="flex flex-col items-center gap-3">
        {loggedIn ? (
          <p className="text-ink" data-testid="lottery-chances">
            <Trans>Chances left: {overview.chances}</Trans>
          </p>
        ) : null}
        {loggedIn || ended ? (
          <>
            <Button
              size="lg"
              onClick={() => void draw()}
              loading={drawing}
              disabled={ended || noChances}
              {...(noChances ? { 'aria-describedby': noChancesId } : {})}
            >
              <Trans>Draw</Trans>
            </Button>
            {noChances ? (
              <p id={noChancesId} className="text-center text-sm text-ink-muted" data-testid="lottery-no-chances">
                <Trans>You have no chances left. Invite friends: each friend who registers gives you one more.</Trans>
              </p>
            ) : null}
          </>
        ) : (
          <div className="flex flex-wrap justify-center gap-3">
            <Button size="lg" onClick={registerForActivity}>
              <Trans>Register and get a chance</Trans>
            </Button>
            <Button size="lg" variant="secondary" onClick={logInToDraw}>
              <Trans>Log in to draw</Trans>
            </Button>
          </div>
        )}
        <p role="status" aria-live="polite" className="min-h-5 text-center text-sm text-danger-700">
          {problem}
        </p>
      </section>

      <nav aria-label={t`Lottery`} className="flex flex-wrap justify-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => onPopupChange('rules')}>
          <Trans>Activity rules</Trans>
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onPopupChange('winning-record')}>
          <Trans>Winning record</Trans>
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onPopupChange('invitation-record')}>
          <Trans>Invitation record</Trans>
        </Button>
      </nav>

      {loggedIn && overview.inviteCode && !ended ? (
        <InvitePanel actId={activity.actId} inviteCode={overview.inviteCode} activityName={activity.name} onCopied={() => onPopupChange('copy-success')} />
      ) : null}

      <LotteryPopup
        popup={popup}
        onClose={() => onPopupChange(null)}
        onOpen={onPopupChange}
        activity={activity}
        chances={overview.chances}
        {...(overview.inviteCode ? { inviteCode: overview.inviteCode } : {})}
        lastDraw={lastDraw}
        loggedIn={loggedIn}
        api={api}
        {...(deliveryHref ? { deliveryHref } : {})}
        {...(renderLink ? { renderLink } : {})}
      />
    </div>
  );
}

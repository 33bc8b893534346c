// The seven popups of spec §2 in one dialog: activity ended, copy success, invitation record, not
// win, rules, winning, winning record.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiClients } from '@sealens/api';
import { openLogin } from '@sealens/auth';
import { Button, Dialog, DialogContent, Spinner } from '@sealens/ui';
import { useCallback, type ReactNode } from 'react';
import {
  fetchLotteryInvitations,
  fetchLotteryRecords,
  invitationLink,
  receiveLotteryPrize,
  type DrawResult,
  type LotteryActivity,
  type LotteryRecord,
} from './lottery-api';
import type { LotteryPopupName } from './lottery-popups';
import { usePagedList } from './use-paged-list';
import { WinningRecords } from './winning-records';

/** Width of the lottery popups (px). */
export const LOTTERY_POPUP_WIDTH = 480;

export interface LotteryPopupProps {
  popup: LotteryPopupName | null;
  onClose(): void;
  onOpen(popup: LotteryPopupName): void;
  activity: LotteryActivity;
  chances: number;
  inviteCode?: string;
  lastDraw: DrawResult | null;
  loggedIn: boolean;
  api: () => ApiClients;
  deliveryHref?: (record: LotteryRecord) => string;
  renderLink?: (href: string, children: ReactNode, className: string) => ReactNode;
}

export function LotteryPopup(props: LotteryPopupProps) {
  const { t } = useLingui();
  const { popup, onClose } = props;
  const titles: Record<LotteryPopupName, string> = {
    'activity-ended': t`The activity has ended`,
    'copy-success': t`Invitation link copied`,
    'invitation-record': t`Invitation record`,
    'not-win': t`Not this time`,
    rules: t`Activity rules`,
    winning: t`Congratulations!`,
    'winning-record': t`Winning record`,
  };
  return (
    <Dialog open={popup !== null} onOpenChange={(open) => !open && onClose()}>
      {popup !== null ? (
        <DialogContent title={titles[popup]} width={LOTTERY_POPUP_WIDTH} data-popup={popup}>
          <PopupBody {...props} popup={popup} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function LoginFirst() {
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-ink">
        <Trans>Log in to see your record.</Trans>
      </p>
      <Button onClick={() => void openLogin()}>
        <Trans>Log in</Trans>
      </Button>
    </div>
  );
}

function PopupBody(props: LotteryPopupProps & { popup: LotteryPopupName }) {
  const { popup, activity, chances, lastDraw, onClose, onOpen, loggedIn, api } = props;
  switch (popup) {
    case 'activity-ended':
      return (
        <div className="flex flex-col gap-4">
          <p className="text-ink">
            <Trans>
              {activity.name} ended on {activity.endTime}. Thank you for taking part: your winning record stays available.
            </Trans>
          </p>
          <Button onClick={onClose}>
            <Trans>OK</Trans>
          </Button>
        </div>
      );
    case 'copy-success':
      return (
        <div className="flex flex-col gap-4">
          <p className="text-ink">
            <Trans>Send it to your friends: each friend who registers through it gives you one more draw.</Trans>
          </p>
          {props.inviteCode && typeof window !== 'undefined' ? (
            <p className="text-sm break-all text-ink-muted">{invitationLink(window.location.origin, activity.actId, props.inviteCode)}</p>
          ) : null}
          <Button onClick={onClose}>
            <Trans>OK</Trans>
          </Button>
        </div>
      );
    case 'rules':
      return (
        <div className="flex flex-col gap-3 text-ink">
          <p>
            <Trans>
              Activity period: {activity.startTime} to {activity.endTime}
            </Trans>
          </p>
          {activity.rules ? <p className="whitespace-pre-line">{activity.rules}</p> : null}
          <p>
            <Trans>Every draw is decided by the server. Each prize has a limited stock; a prize that is gone can no longer be won.</Trans>
          </p>
        </div>
      );
    case 'not-win':
      return (
        <div className="flex flex-col gap-4">
          <p className="text-ink">
            <Trans>No prize this time. Chances left: {chances}</Trans>
          </p>
          <Button onClick={onClose}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      );
    case 'winning':
      return lastDraw?.win && lastDraw.prize ? (
        <div className="flex flex-col gap-4">
          <p className="text-ink" data-testid="winning-prize">
            <Trans>You won: {lastDraw.prize.name}</Trans>
          </p>
          <Button onClick={() => onOpen('winning-record')}>
            <Trans>Claim the prize</Trans>
          </Button>
        </div>
      ) : loggedIn ? (
        <LatestWin api={api} actId={activity.actId} onClaim={() => onOpen('winning-record')} />
      ) : (
        <LoginFirst />
      );
    case 'winning-record':
      return loggedIn ? (
        <WinningRecords
          load={() => fetchLotteryRecords(api(), activity.actId)}
          receive={(recordId, delivery) => receiveLotteryPrize(api(), recordId, delivery)}
          {...(props.deliveryHref ? { deliveryHref: props.deliveryHref } : {})}
          {...(props.renderLink ? { renderLink: props.renderLink } : {})}
        />
      ) : (
        <LoginFirst />
      );
    case 'invitation-record':
      return loggedIn ? <Invitations api={api} actId={activity.actId} /> : <LoginFirst />;
  }
}

/** The winning popup reached by its address: the caller's latest win. */
function LatestWin({ api, actId, onClaim }: { api: () => ApiClients; actId: string; onClaim(): void }) {
  const load = useCallback(() => fetchLotteryRecords(api(), actId), [api, actId]);
  const { state, retry } = usePagedList(load);
  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'error') return <Retry onRetry={retry} />;
  const latest = state.list[0];
  if (!latest) {
    return (
      <p className="text-ink-muted">
        <Trans>No prizes won yet.</Trans>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-ink" data-testid="winning-prize">
        <Trans>You won: {latest.prize.name}</Trans>
      </p>
      <Button onClick={onClaim}>
        <Trans>Claim the prize</Trans>
      </Button>
    </div>
  );
}

function Retry({ onRetry }: { onRetry(): void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-2 text-danger-700">
      <Trans>The record could not be loaded.</Trans>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <Trans>Retry</Trans>
      </Button>
    </div>
  );
}

function Invitations({ api, actId }: { api: () => ApiClients; actId: string }) {
  const { t } = useLingui();
  const load = useCallback(() => fetchLotteryInvitations(api(), actId), [api, actId]);
  const { state, retry } = usePagedList(load);
  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'error') return <Retry onRetry={retry} />;
  if (state.list.length === 0) {
    return (
      <p className="text-ink-muted">
        <Trans>No friend has registered through your link yet.</Trans>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-ink-muted">
        <Trans>Friends invited: {state.total}</Trans>
      </p>
      <ul className="flex flex-col divide-y divide-border" aria-label={t`Invitation record`}>
        {state.list.map((invitation, index) => (
          <li key={`${invitation.account}-${index}`} className="flex justify-between py-2 text-sm">
            <span className="text-ink">{invitation.account}</span>
            <span className="text-ink-muted">{invitation.createTime}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

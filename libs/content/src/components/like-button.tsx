// Like / un-like an article (issue 15 item 4; spec §6: the call carries the bearer token and the
// control header). A visitor is asked to log in instead; a failed call keeps the state it had.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@sealens/domain';
import { buttonClassName } from '@sealens/ui';
import { useState } from 'react';
import { useReaderLocale } from './use-reader-locale';

export interface LikeButtonProps {
  liked: boolean;
  likes: number;
  loggedIn: boolean;
  /** Toggles on the server and answers the new state. */
  toggle: () => Promise<{ liked: boolean; likes: number }>;
  /** A visitor clicked: open the login dialog. */
  onLoginNeeded: () => void;
  /**
   * The member's own like is still being read: the button neither claims "not liked" nor takes a
   * click, which would toggle a state the member has not seen.
   */
  reading?: boolean;
}

export function LikeButton({ liked: initialLiked, likes: initialLikes, loggedIn, toggle, onLoginNeeded, reading = false }: LikeButtonProps) {
  const { t } = useLingui();
  const locale = useReaderLocale();
  const [state, setState] = useState({ liked: initialLiked, likes: initialLikes });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const count = formatNumber(state.likes, { locale });

  const onClick = async () => {
    if (!loggedIn) {
      onLoginNeeded();
      return;
    }
    setBusy(true);
    setFailed(false);
    try {
      setState(await toggle());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        aria-pressed={loggedIn && !reading ? state.liked : undefined}
        aria-busy={busy || reading || undefined}
        disabled={busy || reading}
        onClick={onClick}
        className={buttonClassName(state.liked && loggedIn ? 'primary' : 'secondary', 'md')}
        data-testid="like-button"
      >
        <span aria-hidden="true">{state.liked && loggedIn ? '♥' : '♡'}</span>
        <span className="ml-2">{state.liked && loggedIn ? t`Liked` : t`Like`}</span>
        <span className="ml-2 tabular-nums" data-testid="like-count">
          {count}
        </span>
      </button>
      {failed && (
        <p role="alert" className="text-sm text-danger-700">
          <Trans>The like could not be saved. Please try again.</Trans>
        </p>
      )}
    </div>
  );
}

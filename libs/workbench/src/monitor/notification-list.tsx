// The notification centre (issue 31 item 4): what the rules found, newest first, each with its
// rule, its day, what happened in figures and a link to the item; unread ones stand out and are
// marked read one by one (opening the item marks it too) or all at once.
import { useLingui } from '@lingui/react/macro';
import { Button } from '@sealens/ui';
import { useId, useState } from 'react';
import { cx } from '../shared/cx';
import { formatDay } from '../shared/dates';
import { focusRing } from '../shared/focus-ring';
import { errorClass } from '../shared/field-classes';
import { usePlainNumber } from '../shared/use-plain-number';
import { useFormatLocale } from '../shared/use-format-locale';
import { useNotificationText, type Notification } from './monitor-words';

export interface NotificationListProps {
  notifications: Notification[];
  unread: number;
  itemHref(notification: Notification): string;
  /** Marks these read (`all`: every notification of the member). */
  onMarkRead(which: { ids: number[] } | { all: true }): Promise<void>;
  /** Only the unread ones are listed (a filter the page keeps in its URL). */
  onlyUnread?: boolean;
  onOnlyUnreadChange?(only: boolean): void;
}

export function NotificationList({ notifications, unread, itemHref, onMarkRead, onlyUnread = false, onOnlyUnreadChange }: NotificationListProps) {
  const { t } = useLingui();
  const n = usePlainNumber();
  const locale = useFormatLocale();
  const text = useNotificationText();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | 'all' | null>(null);
  const count = n(unread);

  const mark = async (which: { ids: number[] } | { all: true }, key: number | 'all') => {
    setBusy(key);
    setError(null);
    try {
      await onMarkRead(which);
    } catch (e) {
      setError(e instanceof Error && e.message ? `${t`Could not mark as read.`} ${e.message}` : t`Could not mark as read.`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {t`Notifications`}
        </h2>
        <p role="status" className="text-sm text-ink-muted" data-testid="notification-unread">
          {unread === 0 ? t`Nothing unread.` : t`${count} unread`}
        </p>
        {onOnlyUnreadChange && (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={onlyUnread} onChange={(e) => onOnlyUnreadChange(e.target.checked)} />
            {t`Only unread`}
          </label>
        )}
        {unread > 0 && (
          <Button size="sm" variant="secondary" className="ml-auto" loading={busy === 'all'} onClick={() => void mark({ all: true }, 'all')}>
            {t`Mark all read`}
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className={errorClass}>
          {error}
        </p>
      )}
      {notifications.length === 0 ? (
        <p className="text-sm text-ink-muted">{t`No notifications. When a rule finds a change in an item you follow, it is listed here the morning after the day's data comes in.`}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-md border border-border" aria-labelledby={`${id}-heading`}>
          {notifications.map((notification) => {
            const day = formatDay(notification.day, locale);
            const rule = notification.ruleName;
            const title = notification.title;
            return (
              <li key={notification.id} className={cx('flex flex-wrap items-start gap-3 px-3 py-2 text-sm', !notification.read && 'bg-info-50')} data-read={notification.read}>
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-2">
                    {!notification.read && <span className="rounded bg-info-700 px-1 text-xs font-medium text-surface">{t`Unread`}</span>}
                    <a
                      href={itemHref(notification)}
                      onClick={() => {
                        if (!notification.read) void onMarkRead({ ids: [notification.id] }).catch(() => undefined);
                      }}
                      className={cx('font-medium text-brand-700 hover:underline', focusRing)}
                    >
                      {notification.title}
                    </a>
                    {notification.site && <span className="text-xs text-ink-muted">{notification.site}</span>}
                  </span>
                  <span className="block">{text(notification)}</span>
                  <span className="block text-xs text-ink-muted">
                    {t`${rule}, data of ${day}`}
                  </span>
                </span>
                {!notification.read && (
                  <Button size="sm" variant="ghost" aria-label={t`Mark read: ${title}`} loading={busy === notification.id} onClick={() => void mark({ ids: [notification.id] }, notification.id)}>
                    {t`Mark read`}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

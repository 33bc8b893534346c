// Follow an item (issue 31 item 1) from its ranking row or its explanation page: a star that says
// whether the item is followed, and a panel to follow it in a group with a note, change those, or
// stop following it. The plan's number of follows is said in the member's words when it is reached,
// with the plan that follows more (as a cut answer says which plan shows more rows). A refused call
// says so and keeps what was typed.
import { useLingui } from '@lingui/react/macro';
import { FOLLOW_GROUP_MAX, FOLLOW_NOTE_MAX, tierUnlocking, WORKBENCH_RIGHTS } from '@sealens/domain';
import { Button } from '@sealens/ui';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { cx } from '../shared/cx';
import { errorClass, fieldClass, invalidFieldClass, labelClass } from '../shared/field-classes';
import { FollowStar } from '../follow-star/follow-star';
import { TIER_NAMES } from '../shared/labels';
import { PopoverPanel, PopoverRoot, PopoverTrigger } from '../shared/popover-panel';
import { usePlainNumber } from '../shared/use-plain-number';

export interface FollowDetails {
  group: string;
  note: string;
}

export interface FollowControlProps {
  /** The item's name, as its row or header card shows it. */
  itemName: string;
  /** The item's follow, or null when the member does not follow it. */
  follow: FollowDetails | null;
  /** Groups the member already uses: offered as they type. */
  groups?: readonly string[];
  /** Items the member follows, and how many their plan allows. */
  used: number;
  limit: number;
  onFollow(details: FollowDetails): Promise<void>;
  onUpdate(details: FollowDetails): Promise<void>;
  onUnfollow(): Promise<void>;
  /** Why the member cannot follow (a visitor, an ended membership); the star then opens only this. */
  disabledReason?: ReactNode;
  /** The member's follows are not known: `visitor` (no session) or `failed` (they could not be read). */
  unavailable?: 'visitor' | 'failed';
  /** Open at once (the star loaded this panel on its first click). */
  defaultOpen?: boolean;
  /** Where plans are bought (a link beside the limit's sentence). */
  plansHref?: string;
  /** A ranking row's star alone; otherwise the star with its words (an explanation page). */
  compact?: boolean;
}

/** The message of a failed call: the server's words when it gave any. */
const failure = (error: unknown, fallback: string) => (error instanceof Error && error.message ? `${fallback} ${error.message}` : fallback);

/** The sentence for a plan whose follows are all used, naming the plan that follows more. */
export function useFollowLimitText(): (used: number, limit: number) => string {
  const { t, i18n } = useLingui();
  const n = usePlainNumber();
  return (used, limit) => {
    const count = n(used);
    const max = n(limit);
    if (limit === 0) {
      const tier = tierUnlocking('follows', 1);
      const plan = tier ? i18n._(TIER_NAMES[tier]) : '';
      const more = n(tier ? WORKBENCH_RIGHTS[tier].follows : 0);
      return t`Your plan follows no items: the ${plan} follows up to ${more}.`;
    }
    const tier = tierUnlocking('follows', limit + 1);
    if (!tier) return t`You follow ${count} of ${max} items, the most any plan follows: stop following one to follow another.`;
    const plan = i18n._(TIER_NAMES[tier]);
    const more = n(WORKBENCH_RIGHTS[tier].follows);
    return t`You follow ${count} of ${max} items, all your plan allows: stop following one, or follow up to ${more} with the ${plan}.`;
  };
}

export function FollowControl({
  itemName,
  follow,
  groups = [],
  used,
  limit,
  onFollow,
  onUpdate,
  onUnfollow,
  disabledReason,
  unavailable,
  defaultOpen = false,
  plansHref,
  compact = false,
}: FollowControlProps) {
  const { t } = useLingui();
  const limitText = useFollowLimitText();
  const n = usePlainNumber();
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [group, setGroup] = useState(follow?.group ?? '');
  const [note, setNote] = useState(follow?.note ?? '');
  const [issue, setIssue] = useState<{ group?: string; note?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const followed = follow !== null;
  const full = !followed && used >= limit;
  const groupMax = FOLLOW_GROUP_MAX;
  const noteMax = FOLLOW_NOTE_MAX;
  const count = n(used);
  const max = n(limit);

  const openChange = (next: boolean) => {
    // Opened afresh: the follow as it is now (a failed call's text stays while the panel is open).
    if (next) {
      setGroup(follow?.group ?? '');
      setNote(follow?.note ?? '');
      setIssue({});
      setError(null);
    }
    setOpen(next);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const details = { group: group.trim(), note: note.trim() };
    const problems = {
      ...(details.group.length > groupMax ? { group: t`A group's name has at most ${groupMax} characters.` } : {}),
      ...(details.note.length > noteMax ? { note: t`A note has at most ${noteMax} characters.` } : {}),
    };
    setIssue(problems);
    if (problems.group || problems.note) return;
    setBusy(true);
    setError(null);
    try {
      await (followed ? onUpdate(details) : onFollow(details));
      setOpen(false);
    } catch (e) {
      setError(failure(e, followed ? t`The follow could not be changed.` : t`${itemName} could not be followed.`));
    } finally {
      setBusy(false);
    }
  };

  const unfollow = async () => {
    setBusy(true);
    setError(null);
    try {
      await onUnfollow();
      setOpen(false);
    } catch (e) {
      setError(failure(e, t`${itemName} is still followed: stopping failed.`));
    } finally {
      setBusy(false);
    }
  };

  const reason =
    disabledReason ??
    (unavailable === 'visitor' ? t`Log in to follow items and hear when they move.` : unavailable === 'failed' ? t`Your follows could not be read: reload the page to try again.` : null);
  return (
    <PopoverRoot open={open} onOpenChange={openChange}>
      <PopoverTrigger asChild>
        <FollowStar itemName={itemName} followed={followed} compact={compact} />
      </PopoverTrigger>
      <PopoverPanel aria-labelledby={`${id}-title`} className="w-80">
        <h2 id={`${id}-title`} className="mb-2 font-semibold">
          {followed ? t`Following ${itemName}` : t`Follow ${itemName}`}
        </h2>
        {reason ? (
          <p className="text-xs text-ink-muted">{reason}</p>
        ) : full ? (
          <p role="status" className="text-xs text-ink">
            {limitText(used, limit)}{' '}
            {plansHref && (
              <a href={plansHref} className="font-medium text-brand-700 underline underline-offset-2">
                {t`See the plans`}
              </a>
            )}
          </p>
        ) : (
          <form className="flex flex-col gap-2" onSubmit={(event) => void save(event)} noValidate>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-group`} className={labelClass}>
                {t`Group (optional)`}
              </label>
              <input
                id={`${id}-group`}
                value={group}
                onChange={(event) => setGroup(event.target.value)}
                list={groups.length > 0 ? `${id}-groups` : undefined}
                aria-invalid={issue.group ? true : undefined}
                aria-describedby={issue.group ? `${id}-group-issue` : undefined}
                className={cx(fieldClass, issue.group && invalidFieldClass)}
              />
              {groups.length > 0 && (
                <datalist id={`${id}-groups`}>
                  {groups.map((name) => (
                    <option key={name} value={name} />
                  ))}
                </datalist>
              )}
              {issue.group && (
                <p id={`${id}-group-issue`} className={errorClass}>
                  {issue.group}
                </p>
              )}
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-note`} className={labelClass}>
                {t`Note (optional)`}
              </label>
              <textarea
                id={`${id}-note`}
                value={note}
                rows={3}
                onChange={(event) => setNote(event.target.value)}
                aria-invalid={issue.note ? true : undefined}
                aria-describedby={issue.note ? `${id}-note-issue` : undefined}
                className={cx(fieldClass, 'h-auto py-1', issue.note && invalidFieldClass)}
              />
              {issue.note && (
                <p id={`${id}-note-issue`} className={errorClass}>
                  {issue.note}
                </p>
              )}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Button type="submit" size="sm" loading={busy}>
                {followed ? t`Save` : t`Follow`}
              </Button>
              {followed && (
                <Button size="sm" variant="ghost" disabled={busy} onClick={() => void unfollow()}>
                  {t`Stop following`}
                </Button>
              )}
            </div>
            {!followed && <p className="text-xs text-ink-muted">{t`${count} of ${max} follows used.`}</p>}
          </form>
        )}
        {error && (
          <p role="alert" className={cx(errorClass, 'mt-2')}>
            {error}
          </p>
        )}
      </PopoverPanel>
    </PopoverRoot>
  );
}

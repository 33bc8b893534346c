// The follow control of one item (issue 31 item 1) wired to the member's follows (follow-store.ts):
// a ranking row's star, or the explanation page's button beside its header card.
import { useLingui } from '@lingui/react/macro';
import { FollowControl } from '@sealens/workbench';
import { followItem, followKeyOf, unfollow, updateFollow, useFollows, type FollowItem } from './follow-store';

/** Where plans are bought (the limit's sentence links to it). */
export const PLANS_HREF = '/pricing';

export function ItemFollow({ item, itemName, compact = false }: { item: FollowItem; itemName: string; compact?: boolean }) {
  const { t } = useLingui();
  const follows = useFollows();
  const key = follows.keys.get(followKeyOf(item));
  const disabledReason =
    follows.status === 'visitor' ? t`Log in to follow items and hear when they move.` : follows.status === 'failed' ? t`Your follows could not be read: reload the page to try again.` : undefined;
  return (
    <FollowControl
      itemName={itemName}
      follow={key ? { group: key.group ?? '', note: key.note ?? '' } : null}
      groups={follows.groups}
      used={follows.used}
      limit={follows.max}
      onFollow={(details) => followItem(item, details)}
      onUpdate={(details) => updateFollow(item, details)}
      onUnfollow={() => unfollow(item)}
      plansHref={PLANS_HREF}
      compact={compact}
      {...(disabledReason ? { disabledReason } : {})}
    />
  );
}

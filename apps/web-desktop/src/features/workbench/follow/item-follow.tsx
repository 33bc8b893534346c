// The follow control of one item (issue 31 item 1) wired to the member's follows (follow-store.ts):
// a ranking row's star, or the explanation page's button beside its header card. The star is all a
// page loads; its first click loads the panel (and the monitors' catalog part) and opens it.
import { FollowStar, loadFollowPanel } from '@sealens/workbench';
import { useState } from 'react';
import { followKeyOf, useFollows, type FollowItem } from './follow-store';

/** Following and stopping: loaded with the panel, not with the page. */
const actions = () => import('./follow-actions');

/** Where plans are bought (the limit's sentence links to it). */
export const PLANS_HREF = '/pricing';

type Panel = Awaited<ReturnType<typeof loadFollowPanel>>['FollowControl'];
/** The panel once loaded: later stars render it at once. */
let loadedPanel: Panel | undefined;

export function ItemFollow({ item, itemName, compact = false }: { item: FollowItem; itemName: string; compact?: boolean }) {
  const follows = useFollows();
  const [Panel, setPanel] = useState<Panel | undefined>(() => loadedPanel);
  const [opening, setOpening] = useState(false);
  const key = follows.keys.get(followKeyOf(item));
  if (!Panel) {
    const open = () => {
      setOpening(true);
      // The actions' chunk beside the panel's: the first follow does not wait for it.
      actions().catch(() => undefined);
      loadFollowPanel().then(
        (module) => {
          loadedPanel = module.FollowControl;
          setPanel(() => module.FollowControl);
        },
        // A failed load (offline): the star stays, a click tries again.
        () => setOpening(false),
      );
    };
    return <FollowStar itemName={itemName} followed={key !== undefined} compact={compact} aria-busy={opening || undefined} onClick={open} />;
  }
  const unavailable = follows.status === 'visitor' || follows.status === 'failed' ? follows.status : undefined;
  return (
    <Panel
      itemName={itemName}
      follow={key ? { group: key.group ?? '', note: key.note ?? '' } : null}
      groups={follows.groups}
      used={follows.used}
      limit={follows.max}
      onFollow={(details) => actions().then((m) => m.followItem(item, details))}
      onUpdate={(details) => actions().then((m) => m.updateFollow(item, details))}
      onUnfollow={() => actions().then((m) => m.unfollow(item))}
      plansHref={PLANS_HREF}
      compact={compact}
      defaultOpen={opening}
      {...(unavailable ? { unavailable } : {})}
    />
  );
}

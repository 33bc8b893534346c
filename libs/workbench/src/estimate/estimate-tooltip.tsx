// The estimate mark's tooltip (estimate-mark.tsx), a chunk of its own: loaded when a reader first
// points at or focuses a mark, so no page's first load carries Radix's tooltip for it.
import { useLingui } from '@lingui/react/macro';
import { Tooltip } from 'radix-ui';
import { useEffect, type ReactElement, type RefObject } from 'react';

export interface EstimateTooltipProps {
  /** The mark's link, which becomes the tooltip's trigger. */
  anchor: ReactElement;
  anchorRef: RefObject<HTMLAnchorElement | null>;
  range?: readonly [string, string];
  /** A TikTok Shop figure of the last 3 days (estimate-mark.tsx): it may be revised. */
  revisable?: boolean;
  /** Reached by focus: the new anchor takes back the focus the replaced one lost (unless the reader moved on). */
  focus: boolean;
}

export default function EstimateTooltip({ anchor, anchorRef, range, revisable = false, focus }: EstimateTooltipProps) {
  const { t } = useLingui();
  useEffect(() => {
    // Only the focus the replaced anchor dropped to the body: a reader who tabbed on while the tooltip loaded keeps their place.
    const active = anchorRef.current?.ownerDocument.activeElement;
    if (focus && (!active || active === anchorRef.current?.ownerDocument.body)) anchorRef.current?.focus();
  }, [focus, anchorRef]);
  const [low, high] = range ?? [];
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root defaultOpen>
        <Tooltip.Trigger asChild>{anchor}</Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={4}
            collisionPadding={8}
            className="z-(--z-popover) max-w-64 rounded-md border border-border bg-surface px-3 py-2 text-xs leading-relaxed text-ink shadow-md"
          >
            <strong className="block font-semibold">{range ? t`Estimated: likely between ${low} and ${high}.` : t`Estimated by our method, not a counter the marketplace shows.`}</strong>
            {revisable && <span className="block text-ink-muted">{t`The last 3 days' TikTok figures may be revised as later observations arrive.`}</span>}
            <span className="block text-ink-muted">{t`Select the mark for how we estimate and how accurate it is.`}</span>
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import type { FriendlyLink } from './friendly-links-api';

export interface FriendlyLinksProps {
  links: readonly FriendlyLink[];
  /** Class of each link (the footers differ: dark desktop, light mobile). */
  linkClassName?: string;
  className?: string;
}

/** The footer's friendly links; nothing at all when there are none. */
export function FriendlyLinks({ links, linkClassName, className }: FriendlyLinksProps) {
  const { t } = useLingui();
  if (links.length === 0) return null;
  return (
    <nav aria-label={t`Friendly links`} className={className} data-testid="friendly-links">
      <h2 className="text-sm font-semibold">
        <Trans>Friendly links</Trans>
      </h2>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
        {links.map((link) => (
          <li key={link.url}>
            <a href={link.url} target="_blank" rel="noopener noreferrer" className={linkClassName}>
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

// A tool tab (spec §2: pricing calculation tool, multi-shop chat tool, plugin): what the tool is,
// and a link to it. The pages pass the addresses.
import type { ReactNode } from 'react';
import { buttonClassName } from '@sealens/ui';

export interface ToolIntroProps {
  title: ReactNode;
  description: ReactNode;
  href: string;
  linkLabel: ReactNode;
  /** Opens in a new tab (an install page or app store rather than a page of the site). */
  external?: boolean;
}

export function ToolIntro({ title, description, href, linkLabel, external = false }: ToolIntroProps) {
  return (
    <div className="flex flex-col items-start gap-3">
      <h3 className="text-base font-semibold text-ink">{title}</h3>
      <p className="max-w-prose text-sm text-ink-muted">{description}</p>
      <a href={href} className={buttonClassName('primary', 'md')} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {linkLabel}
      </a>
    </div>
  );
}

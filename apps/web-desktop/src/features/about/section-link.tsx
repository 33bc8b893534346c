import type { ComponentPropsWithoutRef, MouseEvent } from 'react';
import { scrollToSection } from './scroll-to-section';

type SectionLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { sectionId: string };

/**
 * An in-page link that scrolls with the about-page offset instead of jumping flush to the top,
 * where the fixed header would hide the heading. Keeps a real href so it works without JS and
 * in a new tab, and moves focus to the section heading so keyboard and screen-reader users land there too.
 */
export function SectionLink({ sectionId, onClick, children, ...props }: SectionLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!scrollToSection(sectionId)) return;
    event.preventDefault();
    document.getElementById(`${sectionId}-title`)?.focus({ preventScroll: true });
  }
  return (
    <a href={`#${sectionId}`} onClick={handleClick} {...props}>
      {children}
    </a>
  );
}

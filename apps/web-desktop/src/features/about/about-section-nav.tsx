import { useLingui } from '@lingui/react/macro';
import { ABOUT_SECTIONS } from './about-content';
import { SectionLink } from './section-link';

/**
 * Sticks just below the fixed 64px header; together they are why sections scroll to 165px
 * (ABOUT_SCROLL_OFFSET_PX) rather than to the very top.
 */
export function AboutSectionNav() {
  const { i18n, t } = useLingui();
  return (
    <nav aria-label={t`On this page`} className="sticky top-16 z-10 border-b border-border bg-surface/95 backdrop-blur">
      <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-6 py-2">
        {ABOUT_SECTIONS.map((section) => (
          <li key={section.id}>
            <SectionLink
              sectionId={section.id}
              className="inline-flex h-10 items-center rounded-md px-4 text-sm font-medium whitespace-nowrap text-ink-muted transition-colors hover:bg-brand-50 hover:text-brand-700"
            >
              {i18n._(section.label)}
            </SectionLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

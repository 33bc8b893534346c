import { ABOUT_SCROLL_OFFSET_PX } from '@sealens/domain';

/**
 * Spec §2: the about page scrolls smoothly to a section, stopping 165px above it so the fixed
 * header and the sticky section nav never cover the heading. Returns false when no such section exists.
 */
export function scrollToSection(id: string, offset: number = ABOUT_SCROLL_OFFSET_PX): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - offset, behavior: scrollBehavior() });
  return true;
}

// Users who ask the system for less motion get the same position without the animation.
function scrollBehavior(): ScrollBehavior {
  const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduce ? 'auto' : 'smooth';
}

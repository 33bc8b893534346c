import { ABOUT_SCROLL_OFFSET_PX } from '@sealens/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollToSection } from './scroll-to-section';

describe('scrollToSection', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    Object.defineProperty(window, 'scrollY', { value: 200, configurable: true });
    const section = document.createElement('section');
    section.id = 'about-contact';
    section.getBoundingClientRect = () => ({ top: 500 }) as DOMRect;
    document.body.append(section);
  });

  afterEach(() => {
    scrollTo.mockRestore();
    document.body.innerHTML = '';
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('uses the 165px offset of spec §2', () => {
    expect(ABOUT_SCROLL_OFFSET_PX).toBe(165);
  });

  it('scrolls smoothly to the section, 165px above its top', () => {
    expect(scrollToSection('about-contact')).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: 500 + 200 - 165, behavior: 'smooth' });
  });

  it('does nothing for a missing section', () => {
    expect(scrollToSection('nowhere')).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

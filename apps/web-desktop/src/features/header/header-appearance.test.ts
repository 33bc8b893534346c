import { describe, expect, it } from 'vitest';
import { headerIsTransparent } from './header-appearance';

describe('header appearance', () => {
  it('is transparent on / and /about until the page scrolls past 42px', () => {
    expect(headerIsTransparent('/', 0)).toBe(true);
    expect(headerIsTransparent('/', 42)).toBe(true);
    expect(headerIsTransparent('/', 43)).toBe(false);
    expect(headerIsTransparent('/about', 42)).toBe(true);
    expect(headerIsTransparent('/about', 43)).toBe(false);
  });
  it('always has the scrolled style on /post paths and other pages', () => {
    expect(headerIsTransparent('/post/12', 0)).toBe(false);
    expect(headerIsTransparent('/lesson', 0)).toBe(false);
  });
});

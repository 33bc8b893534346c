import { HEADER_SCROLL_THRESHOLD_PX } from '@sealens/domain';
import { describe, expect, it } from 'vitest';
import { headerIsTransparent, headerLook, isPostPath } from './header-appearance';

describe('header appearance', () => {
  it('is transparent on / and /about until the page scrolls past 42px', () => {
    expect(HEADER_SCROLL_THRESHOLD_PX).toBe(42);
    expect(headerIsTransparent('/', 0)).toBe(true);
    expect(headerIsTransparent('/', 42)).toBe(true);
    expect(headerIsTransparent('/', 43)).toBe(false);
    expect(headerIsTransparent('/about', 42)).toBe(true);
    expect(headerIsTransparent('/about', 43)).toBe(false);
    expect(headerLook('/', 43)).toBe('scrolled');
  });
  it('always has the scrolled style on /post paths, even at the top', () => {
    expect(headerLook('/post', 0)).toBe('scrolled');
    expect(headerLook('/post/12', 0)).toBe('scrolled');
    expect(headerIsTransparent('/post/12', 0)).toBe(false);
    expect(isPostPath('/posts')).toBe(false);
    expect(isPostPath('/postage/1')).toBe(false);
    expect(headerLook('/postage', 0)).toBe('solid');
  });
  it('is solid at the top of other pages and scrolled past 42px', () => {
    expect(headerLook('/lesson', 0)).toBe('solid');
    expect(headerLook('/QACommunity', 42)).toBe('solid');
    expect(headerLook('/QACommunity', 43)).toBe('scrolled');
  });
});

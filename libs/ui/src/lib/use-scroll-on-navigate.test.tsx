import { renderHook } from '@testing-library/react';
import type { Mock, MockInstance } from 'vitest';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

describe('useScrollOnNavigate', () => {
  let scrollTo: MockInstance<typeof window.scrollTo>;
  let scrollIntoView: Mock<() => void>;

  beforeEach(() => {
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollIntoView = vi.fn<() => void>();
    document.body.innerHTML = '<h2 id="faq">FAQ</h2><h2 id="中文">zh</h2>';
    (document.getElementById('faq') as HTMLElement).scrollIntoView = scrollIntoView;
    (document.getElementById('中文') as HTMLElement).scrollIntoView = scrollIntoView;
  });

  it('scrolls to the top on every pathname change', () => {
    const { rerender } = renderHook(({ path }) => useScrollOnNavigate(path, ''), { initialProps: { path: '/' } });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    rerender({ path: '/about' });
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    rerender({ path: '/about' });
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('scrolls to the element named by the hash', () => {
    const { rerender } = renderHook(({ hash }) => useScrollOnNavigate('/about', hash), {
      initialProps: { hash: '' },
    });
    rerender({ hash: '#faq' });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    rerender({ hash: `#${encodeURIComponent('中文')}` });
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it('falls back to the top when the hash target does not exist', () => {
    renderHook(() => useScrollOnNavigate('/about', '#missing'));
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

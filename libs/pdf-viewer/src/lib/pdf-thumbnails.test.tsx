import { fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '../testing/render-with-i18n';
import { PdfThumbnails } from './pdf-thumbnails';
import { PDF_SCROLL_THROTTLE_MS } from './viewer-constants';

describe('PdfThumbnails', () => {
  afterEach(() => vi.useRealTimers());

  it('reports the thumbnails in view on open and as the list scrolls, every 300 ms at most', () => {
    vi.useFakeTimers();
    const onVisible = vi.fn();
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(200);
    // Each thumbnail 100 px tall, one under the other.
    const top = vi.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockImplementation(function (this: HTMLElement) {
      return (Number(this.dataset['thumbnail'] ?? 1) - 1) * 100;
    });
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(100);
    renderWithI18n(<PdfThumbnails id="t" pageCount={30} currentPage={1} pages={{}} onSelect={vi.fn()} onVisible={onVisible} />);
    expect(onVisible).toHaveBeenLastCalledWith([1, 2]);
    const list = screen.getByRole('navigation', { name: 'Thumbnails' });
    list.scrollTop = 2000;
    fireEvent.scroll(list);
    expect(onVisible).toHaveBeenLastCalledWith([21, 22]);
    list.scrollTop = 1000;
    fireEvent.scroll(list);
    expect(onVisible).toHaveBeenLastCalledWith([21, 22]);
    vi.advanceTimersByTime(PDF_SCROLL_THROTTLE_MS);
    expect(onVisible).toHaveBeenLastCalledWith([11, 12]);
    height.mockRestore();
    top.mockRestore();
  });
});

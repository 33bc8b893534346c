import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackToTop } from './back-to-top';
import { renderWithI18n } from './test-utils';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => void window.dispatchEvent(new Event('scroll')));
}

afterEach(() => scrollTo(0));

describe('BackToTop', () => {
  it('appears after scrolling past one viewport and smooth-scrolls to the top', async () => {
    const scrollSpy = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderWithI18n(<BackToTop />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    scrollTo(window.innerHeight);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    scrollTo(window.innerHeight + 1);
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollSpy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('takes a custom threshold', () => {
    renderWithI18n(<BackToTop threshold={100} />);
    scrollTo(101);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../testing/render-with-i18n';
import { ShareButton } from './share-button';

vi.mock('./share-with-site-api', () => ({ shareWithSiteApi: vi.fn(async () => 'wechat-ready') }));

describe('ShareButton', () => {
  it('loads the sharing code on the press and says what to do next', async () => {
    const page = vi.fn(() => ({ title: 'T', desc: 'D', link: 'https://x.example/m', imgUrl: '' }));
    renderWithI18n(<ShareButton page={page} />);
    expect(page).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Share this page' }));
    expect(await screen.findByText('Tap ··· at the top right to send this page to a friend or to Moments.')).toBeInTheDocument();
    const { shareWithSiteApi } = await import('./share-with-site-api');
    expect(shareWithSiteApi).toHaveBeenCalledWith({ title: 'T', desc: 'D', link: 'https://x.example/m', imgUrl: '' });
  });
});

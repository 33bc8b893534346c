import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing/render-with-i18n';
import { CutNotice } from './cut-notice';

describe('CutNotice', () => {
  it('asks a visitor to log in, with the rows they see', async () => {
    const onLogin = vi.fn();
    renderWithI18n(<CutNotice cut={{ reason: 'login', allowed: 10, available: 2_000 }} unit="rows" onLogin={onLogin} />);
    expect(screen.getByRole('status')).toHaveTextContent('You are seeing the first 10 rows. Log in to see more.');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onLogin).toHaveBeenCalledOnce();
  });

  it('tells an expired member which rows renewing brings back', () => {
    renderWithI18n(<CutNotice cut={{ reason: 'expired', allowed: 10, available: 2_000 }} unit="rows" plansHref="/pricing" />);
    expect(screen.getByRole('status')).toHaveTextContent('Your membership has ended: renew to see rows 11–2,000.');
    expect(screen.getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/pricing');
  });

  it('names the plan that unlocks the rest', () => {
    const { rerender } = renderWithI18n(<CutNotice cut={{ reason: 'plan', allowed: 50, available: 2_000, unlockTier: 'starter' }} unit="rows" />);
    expect(screen.getByRole('status')).toHaveTextContent('Rows 51–2,000 come with the Starter edition.');
    rerender(<CutNotice cut={{ reason: 'plan', allowed: 90, available: 180, unlockTier: 'operation' }} unit="days" />);
    expect(screen.getByRole('status')).toHaveTextContent('History beyond 90 days comes with the Operations edition.');
    rerender(<CutNotice cut={{ reason: 'plan', allowed: 10_000, available: 12_345 }} unit="rows" />);
    expect(screen.getByRole('status')).toHaveTextContent('You are seeing the first 10,000 of 12,345 rows: the most any plan shows.');
  });

  it('says a category is not among the member\'s', () => {
    renderWithI18n(<CutNotice cut={{ reason: 'category', allowed: 10, available: 150 }} unit="rows" plansHref="/pricing" />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'This category is not among your categories: you are seeing its first 10 rows. Add the category, or a plan with every category, to see rows 11–150.',
    );
    expect(screen.getByRole('link', { name: 'See the plans' })).toBeInTheDocument();
  });

  it('speaks of days for a history', () => {
    const { rerender } = renderWithI18n(<CutNotice cut={{ reason: 'login', allowed: 7, available: 180 }} unit="days" />);
    expect(screen.getByRole('status')).toHaveTextContent('You are seeing the last 7 days. Log in to see more.');
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<CutNotice cut={{ reason: 'expired', allowed: 7, available: 90 }} unit="days" />);
    expect(screen.getByRole('status')).toHaveTextContent('Your membership has ended: you are seeing the last 7 days; renew to see 90 days.');
  });
});

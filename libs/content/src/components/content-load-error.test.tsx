import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing/render-with-i18n';
import { ContentLoadError } from './content-load-error';

describe('ContentLoadError', () => {
  it('says what happened and retries', async () => {
    const onRetry = vi.fn();
    renderWithI18n(<ContentLoadError onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The content could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('cannot be pressed again while retrying', () => {
    renderWithI18n(<ContentLoadError onRetry={vi.fn()} retrying />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDisabled();
  });
});

import { screen } from '@testing-library/react';
import { Spinner } from './spinner';
import { renderWithI18n } from './test-utils';

describe('Spinner', () => {
  it('announces a translated default label', () => {
    renderWithI18n(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('takes a custom label', () => {
    renderWithI18n(<Spinner label="Fetching shops" />);
    expect(screen.getByRole('status', { name: 'Fetching shops' })).toBeInTheDocument();
  });

  it('is hidden from assistive tech when decorative', () => {
    const { container } = renderWithI18n(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});

import { screen } from '@testing-library/react';
import { renderWithI18n } from '../testing/render-with-i18n';
import { ContentBreadcrumbs } from './content-breadcrumbs';

describe('ContentBreadcrumbs', () => {
  it('links each level and marks the current page', () => {
    renderWithI18n(<ContentBreadcrumbs crumbs={[{ label: 'Home', href: '/' }, { label: 'Lessons', href: '/lesson' }, { label: 'Demo course 1' }]} />);
    expect(screen.getByRole('link', { name: 'Lessons' })).toHaveAttribute('href', '/lesson');
    expect(screen.getByText('Demo course 1')).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});

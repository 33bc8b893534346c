import { screen } from '@testing-library/react';
import { renderWithI18n } from '../testing/render-with-i18n';
import { detailFixture, neighboursFixture } from '../testing/content-fixtures';
import { ContentArticle } from './content-article';

describe('ContentArticle', () => {
  it('shows breadcrumbs, the title, reading time, the body, previous/next and related items', () => {
    renderWithI18n(
      <ContentArticle
        item={detailFixture()}
        crumbs={[{ label: 'Home', href: '/' }, { label: 'E-commerce news', href: '/list/1' }]}
        neighbours={neighboursFixture}
        hrefFor={(item) => `/a/${item.id}`}
        actions={<button type="button">Like</button>}
      />,
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs).toHaveTextContent('Home/E-commerce news/Demo article 2: home living');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Demo article 2: home living');
    expect(screen.getByTestId('reading-time')).toHaveTextContent('2 min read');
    expect(screen.getByText('Then watch your numbers every day.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demo article 1: home living' })).toHaveAttribute('rel', 'prev');
    expect(screen.getByRole('link', { name: 'Demo article 3: beauty and personal care' })).toHaveAttribute('href', '/a/article-3');
    expect(screen.getByTestId('related-items')).toHaveTextContent('Demo article 14: digital electronics');
    expect(screen.getByRole('button', { name: 'Like' })).toBeInTheDocument();
  });

  it('notes a fallback language and leaves out empty neighbours', () => {
    renderWithI18n(
      <ContentArticle item={detailFixture({ lang: 'zh' })} crumbs={[]} neighbours={{ previous: null, next: null, related: [] }} hrefFor={() => '/'} />,
    );
    expect(screen.getByRole('note')).toHaveTextContent('shown in Chinese');
    expect(screen.queryByText('Related')).toBeNull();
    expect(screen.queryByText('Previous')).toBeNull();
  });
});

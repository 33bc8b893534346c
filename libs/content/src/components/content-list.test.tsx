import { screen, within } from '@testing-library/react';
import { renderWithI18n } from '../testing/render-with-i18n';
import { summaryFixture } from '../testing/content-fixtures';
import { ContentList } from './content-list';

describe('ContentList', () => {
  it('lists each item with its link, summary, date and views, and names another language', () => {
    renderWithI18n(<ContentList items={[summaryFixture(1), summaryFixture(2, { lang: 'zh', title: '演示文章 2' })]} hrefFor={(item) => `/a/${item.id}`} />);
    const items = screen.getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Demo article 1: home living' })).toHaveAttribute('href', '/a/article-1');
    expect(items[0]).toHaveTextContent('June 27, 2026');
    expect(items[0]).toHaveTextContent('12.3K views');
    expect(items[0]).not.toHaveTextContent('In ');
    expect(items[1]).toHaveTextContent('In Chinese');
    expect(within(items[1] as HTMLElement).getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'zh-CN');
  });

  it('shows titles without links when items are read in the list', () => {
    renderWithI18n(<ContentList items={[summaryFixture(1)]} titleLevel="h3" />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Demo article 1');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('has an empty state', () => {
    renderWithI18n(<ContentList items={[]} hrefFor={() => '/'} />);
    expect(screen.getByTestId('content-empty')).toHaveTextContent('Nothing here yet.');
  });
});

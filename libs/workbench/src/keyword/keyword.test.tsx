import { screen, within } from '@testing-library/react';
import { nth } from '../shared/nth';
import { FOUND_SHOPS, RELATED_WORDS, THAI_WORDS } from '../testing/keyword-fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';
import { FoundShopsTable, RelatedWords } from './keyword-finds';
import { KeywordHeaderCard } from './keyword-header-card';

describe('KeywordHeaderCard', () => {
  it('names the word and gives its product base, bid and the blue-ocean inputs beside the index', () => {
    const word = { ...nth(THAI_WORDS, 0), productBase: 4321, searchGrowth30: 50, productBaseGrowth: 25, salesPerShop: 99, blueOcean: 2.4, firstSeenAt: '2026-11-17' };
    renderWithI18n(<KeywordHeaderCard word={word} />);
    expect(screen.getByRole('heading', { level: 1, name: word.keyword })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: word.keyword });
    expect(within(card).getByText('Product base').nextElementSibling).toHaveTextContent('4,321');
    expect(within(card).getByText('Search index growth, 30 days').nextElementSibling).toHaveTextContent('+50');
    expect(within(card).getByText('Product base growth, 30 days').nextElementSibling).toHaveTextContent('+25');
    expect(within(card).getByText('Units per shop').nextElementSibling).toHaveTextContent('99');
    expect(within(card).getByText('Index').nextElementSibling).toHaveTextContent('2.40');
    expect(within(card).getByText('First seen').nextElementSibling?.querySelector('time')).toHaveAttribute('dateTime', '2026-11-17');
  });

  it('says why an index is missing', () => {
    renderWithI18n(<KeywordHeaderCard word={{ ...nth(THAI_WORDS, 0), salesPerShop: null, blueOcean: null, searchGrowth30: null }} />);
    expect(screen.getByText('No shop sold its top products')).toBeInTheDocument();
    expect(screen.getByText('An input is missing')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No searches in the period before' })).toBeInTheDocument();
    expect(screen.queryByText('First seen')).toBeNull();
  });
});

describe('FoundShopsTable and RelatedWords', () => {
  it('lists the shops whose products the word finds, each to its explanation', () => {
    renderWithI18n(<FoundShopsTable shops={FOUND_SHOPS} shopHref={(id) => `/shop/${id}`} />);
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(FOUND_SHOPS.length + 1);
    const first = nth(FOUND_SHOPS, 0);
    expect(within(nth(rows, 1)).getByRole('link', { name: first.name })).toHaveAttribute('href', `/shop/${first.id}`);
    expect(within(nth(rows, 1)).getByText(String(first.products))).toBeInTheDocument();
  });

  it('links each related search to its explanation with its search index', () => {
    renderWithI18n(<RelatedWords words={RELATED_WORDS} wordHref={(id) => `/word/${id}`} />);
    const list = screen.getByRole('list', { name: 'Related searches' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(RELATED_WORDS.length);
    expect(nth(links, 0)).toHaveAttribute('href', `/word/${nth(RELATED_WORDS, 0).id}`);
    expect(nth(links, 0)).toHaveTextContent(nth(RELATED_WORDS, 0).keyword);
  });
});

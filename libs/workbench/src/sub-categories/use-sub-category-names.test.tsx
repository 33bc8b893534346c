import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import { LOCALE_CODES, parseRankingQuery, type LocaleCode } from '@sealens/domain';
import { FilterBar } from '../filters/filter-bar';
import { loadSubCategoryNames, useSubCategoryNames } from './use-sub-category-names';
import { SUB_CATEGORY_NAMES } from './sub-category-names';

const i18nIn = (locale: LocaleCode) => {
  const i18n = setupI18n({ locale, messages: { [locale]: {} } });
  return i18n;
};

function Names({ ids, wanted = true }: { ids: number[]; wanted?: boolean }) {
  const nameOf = useSubCategoryNames(wanted);
  return (
    <ul>
      {ids.map((id) => (
        <li key={id}>{nameOf(id) ?? `#${id}`}</li>
      ))}
    </ul>
  );
}

describe('sub-category names', () => {
  it('names 69 sub-categories, numbered category id * 100 + n', () => {
    const ids = Object.keys(SUB_CATEGORY_NAMES).map(Number);
    expect(ids).toHaveLength(69);
    expect(ids.every((id) => id >= 9998701 && id <= 9999906 && id % 100 >= 1 && id % 100 <= 6)).toBe(true);
  });

  it.each(LOCALE_CODES)('%s: every name is translated', async (locale) => {
    const i18n = i18nIn(locale);
    const names = await loadSubCategoryNames(i18n);
    const english = await loadSubCategoryNames(i18nIn('en'));
    for (const [id, descriptor] of Object.entries(names)) {
      const text = i18n._(descriptor);
      expect(text, `${locale} ${id}`).toBeTruthy();
      if (locale !== 'en') expect(text, `${locale} ${id} left in English`).not.toBe(english[Number(id)]?.message);
    }
  });

  it('shows the names in Chinese and in Thai once loaded, and nothing before', async () => {
    const zh = i18nIn('zh');
    const { unmount } = render(
      <I18nProvider i18n={zh}>
        <Names ids={[9999102, 9999801]} />
      </I18nProvider>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['#9999102', '#9999801']);
    await waitFor(() => expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['手机壳', '维生素C精华液']));
    unmount();
    render(
      <I18nProvider i18n={i18nIn('th')}>
        <Names ids={[9999102, 9999801]} />
      </I18nProvider>,
    );
    await waitFor(() => expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['เคสโทรศัพท์', 'เซรั่มวิตามินซี']));
  });

  it('loads nothing while not wanted', async () => {
    const i18n = i18nIn('th');
    const load = vi.spyOn(i18n, 'load');
    render(
      <I18nProvider i18n={i18n}>
        <Names ids={[9999102]} wanted={false} />
      </I18nProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('listitem')).toHaveTextContent('#9999102');
  });

  it("gives the filter bar's sub-category choice the reader's language (Thai)", async () => {
    render(
      <I18nProvider i18n={i18nIn('th')}>
        <FilterBar
          query={parseRankingQuery(new URLSearchParams('site=TH&cat=9999102')).query}
          currency="THB"
          onApply={() => undefined}
          subCategories={[
            { id: 9999101, name: 'wireless earbuds' },
            { id: 9999102, name: 'phone case' },
          ]}
        />
      </I18nProvider>,
    );
    await waitFor(() => expect(screen.getByRole('option', { name: 'เคสโทรศัพท์' })).toBeInTheDocument());
    expect(screen.getByRole('option', { name: 'หูฟังไร้สาย' })).toBeInTheDocument();
  });
});

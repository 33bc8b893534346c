// The search page (issue 29 item 6, search/search?name=&type=6): words of a name find products,
// shops, search words, brands and categories across every site, grouped by entity, each linked to its overview. The
// name and type are the page's query; with no name it says what to type, and a failed search offers
// a retry.
import { Trans, useLingui } from '@lingui/react/macro';
import { SearchForm, SearchResults, useCategoryTitle, type ItemRef, type SearchResultGroup } from '@sealens/workbench';
import { useNavigate, useRevalidator } from 'react-router';
import type { SearchPageConfig } from '../../workbench-pages';
import { LoadFailed, WorkbenchPageFrame } from '../workbench-page-frame';
import { SEARCH_ALL, searchResultHref, type SearchData, type SearchType } from './search-data';

export function SearchPageView({ page, data }: { page: SearchPageConfig; data: SearchData }) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { name, type, results, failed } = data;
  const titles: Record<string, string> = { product: t`Products`, shop: t`Shops`, keyword: t`Search words`, brand: t`Brands`, category: t`Categories` };
  const types: { value: SearchType; label: string }[] = [
    { value: SEARCH_ALL, label: t`Products, shops, words, brands and categories` },
    { value: 1, label: t`Products` },
    { value: 2, label: t`Shops` },
    { value: 3, label: t`Search words` },
    { value: 4, label: t`Brands` },
    { value: 5, label: t`Categories` },
  ];
  const categoryGroup = results?.groups.find((g) => g.entity === 'category');
  // A category is named in the reader's language (the data names it in English); a sub-category's name loads.
  const categoryTitle = useCategoryTitle(categoryGroup?.matches.some((m) => m.id.length > 5) ?? false);
  const groups: SearchResultGroup[] = (results?.groups ?? []).map((group) => ({
    key: group.entity,
    title: titles[group.entity] ?? group.entity,
    matches: group.entity === 'category' ? group.matches.map((m) => ({ ...m, title: categoryTitle(Number(m.id)) })) : group.matches,
    href: (item: ItemRef) => searchResultHref(group.entity, item),
  }));
  const found = groups.reduce((sum, g) => sum + g.matches.length, 0);

  return (
    <WorkbenchPageFrame title={i18n._(page.title)} intro={i18n._(page.intro)}>
      {/* A new name or type is a new page state: the form remounts with it (Back shows the previous search). */}
      <SearchForm key={`${name}\u0000${type}`} name={name} type={type} types={types} onSearch={(next, nextType) => navigate({ search: `?${new URLSearchParams({ name: next, type: String(nextType) }).toString()}` })} />
      {!name ? (
        <p className="rounded-lg bg-surface p-6 text-sm text-ink-muted ring-1 ring-border">
          <Trans>Type words of a product's title, of a shop's, a brand's or a category's name or a search word, or an id, and search.</Trans>
        </p>
      ) : failed ? (
        <LoadFailed what={<Trans>The search could not be run.</Trans>} onRetry={() => revalidator.revalidate()} />
      ) : (
        <>
          <p role="status" className="text-sm text-ink-muted">
            {found === 0 ? <Trans>Nothing matches “{name}”.</Trans> : <Trans>Results for “{name}”, best first, up to 20 of each kind.</Trans>}
          </p>
          <SearchResults groups={groups} />
        </>
      )}
    </WorkbenchPageFrame>
  );
}

// The home search panel (spec §2 home tabs): goods query, hot-word query, pricing calculation tool,
// multi-shop chat tool, shop diagnosis and plugin. The lookups are injected, so the same panel
// works against the reference server, the production backend or a story's fakes; the three
// search tabs keep their recent searches in the persisted store (spec §3, §4).
import { Trans, useLingui } from '@lingui/react/macro';
import { marketLookupId } from '@sealens/domain';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@sealens/ui';
import type { OpenBackfillDialogOptions } from '../backfill/open-backfill-dialog';
import { useStoredSearchHistory } from '../search-history/use-stored-search-history';
import { KeywordTab } from './keyword-tab';
import { LookupTab } from './lookup-tab';
import { ProductCard } from './product-card';
import type { SearchLookups } from './search-types';
import { ShopCard } from './shop-card';
import { productPageHref, shopPageHref } from '../shared/item-links';
import { ToolIntro } from './tool-intro';

export const SEARCH_TABS = ['goods', 'hot-words', 'pricing', 'multi-shop-chat', 'shop', 'plugin'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

export interface SearchToolLinks {
  /** The pricing calculator (a page of the site). */
  pricing: string;
  /** Where to get the app with multi-shop chat. */
  multiShopChat: string;
  /** The plugin's introduction and install links. */
  plugin: string;
}

export interface SearchPanelProps extends SearchLookups {
  toolLinks: SearchToolLinks;
  defaultTab?: SearchTab;
  /** Keeps recent searches in the persisted store (default); off for pages that show none. */
  showHistory?: boolean;
  /** How the backfill dialog opens; openBackfillDialog unless a test says otherwise. */
  openBackfill?: (options: OpenBackfillDialogOptions) => void;
  /** A product or shop search to run on arrival (`/?search=` from another page's search box). */
  initialSearch?: string;
  className?: string;
}

/** The tab a search from elsewhere belongs in: a shop link goes to shop diagnosis, the rest to the goods query. */
export function initialSearchTab(query: string): SearchTab {
  return !marketLookupId(query, 'product') && marketLookupId(query, 'shop') ? 'shop' : 'goods';
}

export function SearchPanel({
  lookupGoods,
  lookupShop,
  searchKeyword,
  applyBackfill,
  toolLinks,
  defaultTab = 'goods',
  showHistory = true,
  openBackfill,
  initialSearch,
  className,
}: SearchPanelProps) {
  const searchTab = initialSearch ? initialSearchTab(initialSearch) : undefined;
  const { t } = useLingui();
  const good = useStoredSearchHistory('good');
  const mall = useStoredSearchHistory('mall');
  const hotWords = useStoredSearchHistory('hot_words');
  const backfill = openBackfill ? { openBackfill } : {};
  return (
    <Tabs defaultValue={searchTab ?? defaultTab} className={className} data-testid="search-panel">
      <TabsList aria-label={t`Search and tools`}>
        <TabsTrigger value="goods">
          <Trans>Goods query</Trans>
        </TabsTrigger>
        <TabsTrigger value="hot-words">
          <Trans>Hot-word query</Trans>
        </TabsTrigger>
        <TabsTrigger value="pricing">
          <Trans>Pricing calculation tool</Trans>
        </TabsTrigger>
        <TabsTrigger value="multi-shop-chat">
          <Trans>Multi-shop chat tool</Trans>
        </TabsTrigger>
        <TabsTrigger value="shop">
          <Trans>Shop diagnosis</Trans>
        </TabsTrigger>
        <TabsTrigger value="plugin">
          <Trans>Plugin</Trans>
        </TabsTrigger>
      </TabsList>
      <TabsContent value="goods">
        <LookupTab
          kind="good"
          lookup={lookupGoods}
          {...(searchTab === 'goods' && initialSearch ? { initialQuery: initialSearch } : {})}
          applyBackfill={applyBackfill}
          renderResult={(product) => <ProductCard product={product} detailHref={productPageHref(product.productId)} />}
          {...(showHistory ? { history: good } : {})}
          {...backfill}
        />
      </TabsContent>
      <TabsContent value="hot-words">
        <KeywordTab searchKeyword={searchKeyword} {...(showHistory ? { history: hotWords } : {})} />
      </TabsContent>
      <TabsContent value="pricing">
        <ToolIntro
          title={<Trans>Pricing calculation tool</Trans>}
          description={
            <Trans>Work out a selling price and your profit from cost, fees, shipping and the exchange rate, in 2 steps.</Trans>
          }
          href={toolLinks.pricing}
          linkLabel={<Trans>Open the pricing calculator</Trans>}
        />
      </TabsContent>
      <TabsContent value="multi-shop-chat">
        <ToolIntro
          title={<Trans>Multi-shop chat tool</Trans>}
          description={
            <Trans>Answer the buyers of up to 1000 shops from one phone, with chat translation, in our mobile app.</Trans>
          }
          href={toolLinks.multiShopChat}
          linkLabel={<Trans>Get the app</Trans>}
          external
        />
      </TabsContent>
      <TabsContent value="shop">
        <LookupTab
          kind="mall"
          lookup={lookupShop}
          {...(searchTab === 'shop' && initialSearch ? { initialQuery: initialSearch } : {})}
          applyBackfill={applyBackfill}
          renderResult={(shop) => <ShopCard shop={shop} detailHref={shopPageHref(shop.shopId)} />}
          {...(showHistory ? { history: mall } : {})}
          {...backfill}
        />
      </TabsContent>
      <TabsContent value="plugin">
        <ToolIntro
          title={<Trans>Plugin</Trans>}
          description={
            <Trans>A browser plugin that downloads reviews, main images, video and per-SKU sales from the marketplace's product pages.</Trans>
          }
          href={toolLinks.plugin}
          linkLabel={<Trans>Install the plugin</Trans>}
        />
      </TabsContent>
    </Tabs>
  );
}

// @sealens/workbench: the workbench's shared blocks (issue 26 item 5, DESIGN.md §6). Each takes
// data and callbacks (no API calls), so each page is configuration over them.
// Ranking table
export { RankingTable, COLUMN_WIDTHS, ROW_HEIGHT_PX, VIRTUAL_ROWS_FROM } from './ranking/ranking-table';
export type { RankingSort, RankingTableProps } from './ranking/ranking-table';
export { KEYWORD_COLUMN_SET, KeywordNameCell, PercentFigure, PRODUCT_COLUMN_SET, SHOP_COLUMN_SET, ShopNameCell, TopProductsCell } from './ranking/ranking-columns';
export type { RankingCellContext, RankingColumnSet } from './ranking/ranking-columns';
// The short-video marketplace (issue 32 item 4): its four entities' ranking columns
export { TIKTOK_COLUMN_NAMES, TIKTOK_COLUMN_SETS, TIKTOK_COLUMNS } from './tiktok/tiktok-columns';
export type { TiktokColumn, TiktokRow } from './tiktok/tiktok-columns';
export { EstimateMark } from './estimate/estimate-mark';
export { IntervalMark } from './estimate/interval-mark';
// Brands (issue 29 item 3): the brand ranking's column sets and a brand overview's breakdowns
export { BRAND_COLUMN_NAMES, BRAND_COLUMN_SET, BrandNameCell, SORT_OF_BRAND_COLUMN, STORE_BRAND_COLUMN_SET, STORE_BRAND_COLUMNS } from './brand/brand-columns';
export type { BrandRow } from './brand/brand-columns';
export { BrandCategoriesTable, BrandSitesTable } from './brand/brand-breakdowns';
export type { BrandCategoriesTableProps, BrandSite } from './brand/brand-breakdowns';
export { BrandHeaderCard } from './brand/brand-header-card';
export type { BrandHeaderCardProps } from './brand/brand-header-card';
export { Sparkline, sparklinePath } from './ranking/sparkline';
export type { SparklineProps } from './ranking/sparkline';
// Sub-category names in the reader's language (loaded on first use)
export { loadSubCategoryNames, useSubCategoryNames } from './sub-categories/use-sub-category-names';
// Competitive analysis (issue 30 item 6): a shop and its rivals compared, the member's saved rival sets
export { CompetitionCategoriesTable, CompetitionShopsTable, CompetitionWordsTable, ResearchList, RivalChanges } from './competition/competition-tables';
export type { CompetitionShopsTableProps, ResearchListProps, RivalChangesProps } from './competition/competition-tables';
// Shared names and shapes
export { COLUMN_NAMES, KEYWORD_COLUMN_NAMES, SHOP_COLUMN_NAMES, SHOP_TYPE_NAMES, SORT_OF_COLUMN, SORT_OF_KEYWORD_COLUMN, SORT_OF_SHOP_COLUMN, TIER_NAMES } from './shared/labels';
export { LAZADA_SITE_NAMES, MARKET_SITE_NAMES } from './shared/site-names';
export { formatAmount } from './shared/money';
export { formatDay, formatMonth } from './shared/dates';
export { isCategoryItem, isCategoryRow, isKeywordItem, isKeywordRow, isShopItem, isShopRow } from './shared/types';
export type {
  AnyContrastItem,
  CategoryContrastItem,
  CategoryShare,
  Competition,
  Contrast,
  ContrastItem,
  Cut,
  FigureKinds,
  FoundShop,
  HistoryPoint,
  KeywordContrastItem,
  KeywordHistoryPoint,
  KeywordRef,
  KeywordRow,
  ItemRef,
  MoneyMode,
  Period,
  PeriodFigures,
  PriceBand,
  ProductRow,
  Rights,
  SavedView,
  SearchFigures,
  ShopContrastItem,
  ShopHistoryPoint,
  ShopRow,
} from './shared/types';
// The workbench's own catalog (lingui.config.ts) and the ranking's pages
import { registerWorkbenchMonitorCatalog } from './i18n/workbench-messages';
export {
  loadWorkbenchKindsMessages,
  loadWorkbenchMessages,
  loadWorkbenchMonitorMessages,
  registerWorkbenchCatalog,
  registerWorkbenchKindsCatalog,
  registerWorkbenchMonitorCatalog,
} from './i18n/workbench-messages';
export { pagerItems, RankingPager } from './pager/ranking-pager';
export type { RankingPagerProps } from './pager/ranking-pager';
// Period, stamp and cut
export { PeriodSwitch } from './period/period-switch';
export type { PeriodSwitchProps } from './period/period-switch';
export { DataDayStamp } from './stamp/data-day-stamp';
export type { DataDayStampProps } from './stamp/data-day-stamp';
export { CutNotice } from './notices/cut-notice';
export type { CutNoticeProps } from './notices/cut-notice';
// Columns and export
export { ColumnChooser } from './columns/column-chooser';
export type { ColumnChooserProps } from './columns/column-chooser';
export { ExportButton, EXPORT_FORMATS } from './export/export-button';
export type { ExportButtonProps, ExportFormat } from './export/export-button';
export { downloadFile, fileNameOf } from './export/download-file';
// Saved views
export { SavedViews } from './saved-views/saved-views';
export type { SavedViewsProps } from './saved-views/saved-views';
// Filters
export { FilterBar } from './filters/filter-bar';
export type { FilterBarProps } from './filters/filter-bar';
export { FilterSheet, FILTER_SHEET_STYLE } from './filters/filter-sheet';
export type { FilterPlace, FilterSheetProps } from './filters/filter-sheet';
export { draftOf, readDraft } from './filters/filter-draft';
export type { FieldIssue, FilterDraft } from './filters/filter-draft';
// Charts
export { LineChart, LINE_CHART_HEIGHT, LINE_COLOURS } from './charts/line-chart';
export type { LineChartProps, LineSeries } from './charts/line-chart';
export { HistoryCharts, HISTORY_DAYS } from './history/history-charts';
export type { HistoryChartsProps, HistoryDays } from './history/history-charts';
// The explanation's any-range blocks: a chunk of their own, loaded on demand (no page's first load carries them).
export const loadDayRangeBlocks = () => import('./day-range');
export type { DayRange, DayRangeFormProps, RangeTotalsProps } from './history/day-range-form';
// Explanation
export { ExplanationLayout, FigureTile } from './explanation/explanation-layout';
export type { ExplanationLayoutProps } from './explanation/explanation-layout';
export { ItemHeaderCard } from './explanation/item-header-card';
export type { ItemHeaderCardProps } from './explanation/item-header-card';
// Shop explanation (issue 29 item 1): a chunk of its own, loaded on demand like the any-range blocks.
export const loadShopBlocks = () => import('./shop-blocks');
export type { ShopHeaderCardProps } from './shop/shop-header-card';
export type { CategoryMixProps, PriceBandTableProps } from './shop/shop-breakdowns';
// Picker
export { ItemPicker, PICKER_DEBOUNCE_MS, PICKER_MIN_CHARS } from './picker/item-picker';
export type { ItemPickerProps, ItemPickerTexts } from './picker/item-picker';
// Contrast
export { ContrastTable } from './contrast/contrast-table';
export type { ContrastTableProps } from './contrast/contrast-table';
export { CATEGORY_CONTRAST_METRICS, ContrastChart, CONTRAST_METRICS, PRODUCT_CONTRAST_METRICS, SHOP_CONTRAST_METRICS } from './contrast/contrast-chart';
export type { ContrastChartProps, ContrastMetric } from './contrast/contrast-chart';
// A search word's explanation (issue 29 item 2)
export { KeywordHeaderCard } from './keyword/keyword-header-card';
export type { KeywordHeaderCardProps } from './keyword/keyword-header-card';
export { FoundShopsTable, RelatedWords } from './keyword/keyword-finds';
// Industries (issue 29 items 4 and 5): the category columns, the blue-ocean industry table, the price analysis
export { BLUE_OCEAN_INDUSTRY_COLUMN_SET, BLUE_OCEAN_INDUSTRY_COLUMNS, CATEGORY_COLUMN_NAMES, CATEGORY_COLUMN_SET, CategoryLabel, CategoryNameCell, useCategoryTitle } from './category/category-columns';
export type { BlueOceanIndustryColumn } from './category/category-columns';
export { BAND_EDGES_MAX, BandEdgesForm, parseEdgesText, PriceBandAnalysis } from './analysis/price-band-analysis';
export type { BandEdgesFormProps, PriceBandAnalysisProps } from './analysis/price-band-analysis';
export type { Analysis, AnalysisBand, CategoryRow } from './shared/types';
export { CategoryTopShops, SubCategoryShares } from './category/category-breakdowns';
// Blue ocean (issue 29 item 5): the formula explained with its terms, and the word table with every input
export { BlueOceanFormula } from './blue-ocean/blue-ocean-formula';
export type { BlueOceanFormulaProps, BlueOceanTerm } from './blue-ocean/blue-ocean-formula';
export { BLUE_OCEAN_WORD_COLUMN_SET, BLUE_OCEAN_WORD_COLUMNS } from './blue-ocean/blue-ocean-columns';
export type { BlueOceanWordColumn } from './blue-ocean/blue-ocean-columns';
// Real-time category ranking and search (issue 29 item 6)
export { REALTIME_COLUMNS, realtimeColumnSet, RealtimeStamp, realtimeTableRows } from './realtime/realtime-blocks';
export type { Realtime, RealtimeColumn, RealtimeRow, RealtimeStampProps, RealtimeTableRow } from './realtime/realtime-blocks';
export { SearchForm } from './search/search-form';
export type { SearchFormProps } from './search/search-form';
export { SearchResults } from './search/search-results';
export type { SearchResultGroup, SearchResultsProps } from './search/search-results';
// Finders (issue 30 items 1-3): the filter panel (valibot-checked ranges with units), the product finder's presets and the finders' column sets
export { FinderPanel } from './finder/finder-panel';
export type { FinderPanelProps } from './finder/finder-panel';
export { finderDraftOf, KEYWORD_FINDER_FIELDS, PRODUCT_FINDER_FIELDS, readFinderDraft } from './finder/finder-draft';
export type { FinderDraft, FinderField, FinderIssue } from './finder/finder-draft';
export { FinderPresets, PRODUCT_FINDER_PRESETS, presetQuery } from './finder/finder-presets';
export type { FinderPreset, FinderPresetsProps } from './finder/finder-presets';
export { FINDER_FIGURE_COLUMNS, KEYWORD_FINDER_COLUMN_SET, KEYWORD_FINDER_COLUMNS, PRODUCT_FINDER_COLUMN_SET, PRODUCT_FINDER_COLUMNS } from './finder/finder-columns';
export type { KeywordFinderColumn, ProductFinderColumn } from './finder/finder-columns';
// Market selection and the site / all-site analysis (issue 30 items 2 and 5): the site x category matrix and its legend, the dashboards' figures and breakdowns
export { MarketMatrix, MATRIX_MEASURES, MATRIX_SHADES, MatrixLegend, measureOf, shadeScale, useMeasureFormat, useMeasureNames } from './matrix/market-matrix';
export type { MarketCell, MarketMatrixData, MarketMatrixProps, MatrixLegendProps, MatrixMeasure } from './matrix/market-matrix';
export { DashboardFigures, ScopeBreakdownTable } from './dashboard/scope-dashboard';
export type { DashboardFigure, DashboardFiguresProps, ScopeAnalysis, ScopeBreakdownTableProps, ScopePart } from './dashboard/scope-dashboard';
export { LiveBreakdownTable, LiveListTable } from './dashboard/live-dashboard';
export type { LiveAnalysis, LiveBreakdownTableProps, LiveFigures, LiveList, LiveListTableProps, LiveRow } from './dashboard/live-dashboard';
export { campaignDayName, CampaignDaysTable, CampaignGainersTable, DiscountBandsTable, ProbeTable, SlotHoursTable, useSlotKindName } from './dashboard/campaign-dashboard';
export type {
  CampaignAnalysis,
  CampaignCategory,
  CampaignDay,
  CampaignDaysTableProps,
  CampaignDiscountBand,
  CampaignGainersTableProps,
  CampaignProbeRow,
  CampaignProbeSort,
  CampaignProduct,
  CampaignSlotHour,
  DiscountBandsTableProps,
  ProbeTableProps,
  SlotHoursTableProps,
} from './dashboard/campaign-dashboard';
// Monitors (issue 31): the follow control of ranking rows and explanation pages, the monitors' list, alert rules, the notification centre and where alerts go
export { FollowControl, useFollowLimitText } from './follow/follow-control';
export type { FollowControlProps, FollowDetails } from './follow/follow-control';
export { FollowStar, StarGlyph } from './follow-star/follow-star';
export type { FollowStarProps } from './follow-star/follow-star';
/** The follow panel and the monitors' catalog part, loaded on a star's first click (follow-panel.ts). */
export const loadFollowPanel = () => Promise.all([import('./follow-panel'), registerWorkbenchMonitorCatalog()]).then(([panel]) => panel);
export { ChangeFigure, FOLLOW_COLUMN_IDS, FollowsTable } from './monitor/follows-table';
export type { FollowEntity, FollowRow, FollowSort, FollowSortKey, FollowsTableProps, MonitorFigures } from './monitor/follows-table';
export { fieldOfRefusal, RulesEditor } from './monitor/rules-editor';
export type { RulesEditorProps } from './monitor/rules-editor';
export type { AlertRule, AlertRuleInput } from './monitor/alert-rule-rules';
export { NotificationList } from './monitor/notification-list';
export type { NotificationListProps } from './monitor/notification-list';
export { MyShopTable } from './monitor/my-shop-table';
export type { MyShopRow, MyShopTableProps } from './monitor/my-shop-table';
export { ENTITY_NAMES as FOLLOW_ENTITY_NAMES, useNotificationText } from './monitor/monitor-words';
export type { Notification } from './monitor/monitor-words';
export { DeliverySettings } from './monitor/delivery-settings';
export type { DeliverySettingsProps, Webhook, WebhookDelivery } from './monitor/delivery-settings';

export { CONTENT_PAGE_SIZE, CONTENT_SOURCES, NEIGHBOUR_WINDOW, RELATED_ITEMS, type ContentSource } from './api/content-sources';
export {
  loadContentDetail,
  loadContentNeighbours,
  loadContentPage,
  neighboursOf,
  toggleArticleLike,
  type ContentApiClient,
  type ContentDetail,
  type ContentNeighbours,
  type ContentPage,
  type ContentPageQuery,
  type ContentSummary,
} from './api/content-loaders';
export { ContentArticle, type ContentArticleProps } from './components/content-article';
export { ContentNeighboursNav, type ContentNeighboursNavProps, type NeighbourLink } from './components/content-neighbours-nav';
export { ContentBreadcrumbs, type Crumb } from './components/content-breadcrumbs';
export { ContentDate, formatContentDate, parseContentTime } from './components/content-date';
export { ContentList, type ContentListProps } from './components/content-list';
export { ContentLoadError, type ContentLoadErrorProps } from './components/content-load-error';
export { ContentPager, PAGER_SPREAD, pagerItems, type ContentPagerProps } from './components/content-pager';
export { LanguageFallbackNote, languageName } from './components/language-fallback-note';
export { LikeButton, type LikeButtonProps } from './components/like-button';
export { useReaderLocale } from './components/use-reader-locale';
export { VideoPlayer, type VideoPlayerProps } from './components/video-player';

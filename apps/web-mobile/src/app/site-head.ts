import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PageHead } from '@sealens/ssr';

/** The mobile site's head where a page says nothing more (and the home page's). */
export function siteHead(i18n: I18n): PageHead {
  return {
    title: i18n._(msg`SeaLens · Big data for cross-border sellers`),
    description: i18n._(msg`SeaLens is a data-analysis and seller-tools platform for Shopee and other cross-border marketplaces, covering 9 site markets.`),
  };
}

/** "Page · SeaLens": a page's own title first, as search results cut the end. */
export function pageTitle(title: string): string {
  return `${title} · SeaLens`;
}

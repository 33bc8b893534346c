// An explanation page's route: the kind's loader, component and head for one configuration.
import type { RouteHandle } from '@sealens/ssr';
import { pageTitle } from '../../../../app/site-head';
import type { ExplanationPageConfig } from '../../workbench-pages';
import { explanationLoader } from './explanation-data';
import { ExplanationPageView } from './explanation-page';

export function explanationRoute(page: ExplanationPageConfig) {
  const handle: RouteHandle = {
    head: ({ i18n }) => ({ title: pageTitle(i18n._(page.title)), description: i18n._(page.intro), noindex: true }),
    query: ['id', 'days', 'urlCode'],
  };
  return { loader: explanationLoader, Component: () => <ExplanationPageView page={page} />, handle };
}

// A contrast page's route: the kind's loader, component and head for one configuration.
import type { RouteHandle } from '@sealens/ssr';
import { pageTitle } from '../../../../app/site-head';
import type { ContrastPageConfig } from '../../workbench-pages';
import { contrastLoader } from './contrast-data';
import { ContrastPageView } from './contrast-page';

export function contrastRoute(page: ContrastPageConfig) {
  const handle: RouteHandle = {
    head: ({ i18n }) => ({ title: pageTitle(i18n._(page.title)), description: i18n._(page.intro), noindex: true }),
    query: ['ids', 'days', 'metric', 'urlCode'],
  };
  return { loader: contrastLoader, Component: () => <ContrastPageView page={page} />, handle };
}

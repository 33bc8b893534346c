// Route module of /m/method (issue 33 item 4): how each figure is made, and the estimates' measured
// error, for every reader and for search engines (server-rendered, indexable). The article and its
// texts are @sealens/workbench/method's, shared with the workbench's method page and the desktop /method.
import { siteApi } from '@sealens/auth';
import { loaderApi, type RouteHandle } from '@sealens/ssr';
import { fetchAccuracyTable, MethodArticle, METHOD_DESCRIPTION, METHOD_TITLE, registerMethodCatalog, type AccuracyTable } from '@sealens/workbench/method';
import { useLingui } from '@lingui/react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { pageTitle } from '../../app/site-head';

interface MethodData {
  table: AccuracyTable | null;
}

/** The article's catalog, before the page renders (hydration included): routes.tsx awaits it. */
export const catalogReady = () => registerMethodCatalog();

export async function loader({ context }: LoaderFunctionArgs): Promise<MethodData> {
  return { table: await fetchAccuracyTable(loaderApi(context, siteApi)) };
}

export function Component() {
  const { table } = useLoaderData<MethodData>();
  const { i18n } = useLingui();
  return (
    <div className="bg-surface px-4 py-6">
      <div className="mx-auto max-w-md">
        <h1 className="text-2xl leading-tight font-bold text-ink">{i18n._(METHOD_TITLE)}</h1>
        <p className="mt-3 text-base leading-relaxed text-ink-muted">{i18n._(METHOD_DESCRIPTION)}</p>
        <MethodArticle table={table} />
      </div>
    </div>
  );
}

export const handle: RouteHandle = {
  query: [],
  head: ({ i18n }) => ({ title: pageTitle(i18n._(METHOD_TITLE)), description: i18n._(METHOD_DESCRIPTION) }),
};

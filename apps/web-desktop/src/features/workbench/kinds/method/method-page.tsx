// The workbench's method page (issue 33 item 4): the method article under the page's title, where
// every estimated figure's mark leads. The public /method shows the same article to every reader.
import { useLingui } from '@lingui/react/macro';
import { MethodArticle, type AccuracyTable } from '@sealens/workbench/method';
import type { MethodPageConfig } from '../../workbench-pages';
import { WorkbenchPageFrame } from '../workbench-page-frame';

export function MethodPageView({ page, data }: { page: MethodPageConfig; data: { table: AccuracyTable | null } }) {
  const { i18n } = useLingui();
  return (
    <WorkbenchPageFrame title={i18n._(page.title)} intro={i18n._(page.intro)}>
      <div className="rounded-lg bg-surface p-6 ring-1 ring-border">
        <MethodArticle table={data.table} />
      </div>
    </WorkbenchPageFrame>
  );
}

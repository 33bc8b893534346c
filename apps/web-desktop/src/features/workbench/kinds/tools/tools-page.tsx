// The operation aids (issue 32 item 5; spec §2's data menu: tools/leliao plus external links opened
// in new tabs): the profit calculator, which is this site's pricing page, and the data menu's
// external aids (AI assistant, pricing simulator, IP isolation browser, short-video data, freight
// forwarder) with the words the menu gives them, each opening in a new tab.
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClassName } from '@sealens/ui';
import { DATA_MENU } from '../../../header/data-menu';
import { TOOLS_PATH, type ToolsPageConfig } from '../../workbench-pages';
import { WorkbenchPageFrame } from '../workbench-page-frame';

/** The pricing and profit calculator's page (features/pricing). */
export const PROFIT_CALCULATOR_HREF = '/pricing';

/** The data menu's external operation aids, in its order. */
export const EXTERNAL_AIDS = (DATA_MENU.find((group) => group.links.some((link) => link.to === TOOLS_PATH))?.links ?? []).filter((link) => link.external);

export function ToolsPageView({ page }: { page: ToolsPageConfig; data: null }) {
  const { i18n } = useLingui();
  return (
    <WorkbenchPageFrame title={i18n._(page.title)} intro={i18n._(page.intro)}>
      <section aria-labelledby="aids-calculator" className="flex flex-col items-start gap-3 rounded-lg bg-surface p-6 ring-1 ring-border">
        <h2 id="aids-calculator" className="text-lg font-semibold">
          <Trans>Profit calculator</Trans>
        </h2>
        <p className="text-sm text-ink-muted">
          <Trans>Work out a Shopee selling price and your profit in 2 steps: every site fee, shipping and the exchange rate, in the site's currency and CNY.</Trans>
        </p>
        <a href={PROFIT_CALCULATOR_HREF} className={buttonClassName('primary', 'sm')}>
          <Trans>Open the profit calculator</Trans>
        </a>
      </section>
      <section aria-labelledby="aids-external" className="flex flex-col gap-3 rounded-lg bg-surface p-6 ring-1 ring-border">
        <h2 id="aids-external" className="text-lg font-semibold">
          <Trans>More aids</Trans>
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-aids="external">
          {EXTERNAL_AIDS.map((link) => (
            <li key={link.to}>
              <a href={link.to} target="_blank" rel="noopener noreferrer" className={buttonClassName('secondary', 'sm')}>
                {i18n._(link.label)}
                <span className="sr-only">
                  <Trans>(opens in a new tab)</Trans>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </WorkbenchPageFrame>
  );
}

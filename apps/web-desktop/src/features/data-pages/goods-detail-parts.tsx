// What the two product pages share: the page without a product (lookup form and suggestions), the
// empty state for a link the data does not know, and the product's heading card.
import { Trans, useLingui } from '@lingui/react/macro';
import { ProductCard, productCardOf, type GoodsRow } from '@sealens/market';
import { HeadlinePeriodNote, IdLookupForm, Panel } from './data-page-parts';
import { DEFAULT_DETECTION_QUERY } from './detection-query';
import { GoodsTable } from './goods-table';

export function ChooseProduct({ action, param, suggestions, hrefOf }: { action: string; param: string; suggestions: readonly GoodsRow[]; hrefOf?: (id: string) => string }) {
  const { t } = useLingui();
  return (
    <>
      <Panel title={<Trans>Which product?</Trans>} testId="choose-product">
        <IdLookupForm action={action} name={param} label={t`Product link or product ID`} placeholder={t`Paste a Shopee product link or enter its ID`} />
      </Panel>
      {suggestions.length > 0 && (
        <Panel title={<Trans>Soaring now</Trans>} testId="suggested-products">
          <GoodsTable rows={suggestions} caption={t`Soaring now`} period={DEFAULT_DETECTION_QUERY.period} {...(hrefOf ? { hrefOf } : {})} />
        </Panel>
      )}
    </>
  );
}

export function UnknownItem({ typed, kind, action, param }: { typed: string; kind: 'goods' | 'mall'; action: string; param: string }) {
  const { t } = useLingui();
  return (
    <Panel title={kind === 'goods' ? <Trans>No product found</Trans> : <Trans>No shop found</Trans>} testId="unknown-item">
      <p className="text-ink" role="status">
        {/* The typed text is a value of a plain-text message (t), not of <Trans>: <Trans> reads tags in
            its result as markup, so a typed `<b>x</b>` lost its text and logged an error (issue #25 item 12). */}
        {kind === 'goods' ? t`The market data has no product for “${typed}”.` : t`The market data has no shop for “${typed}”.`}
      </p>
      <div className="mt-4">
        <IdLookupForm
          action={action}
          name={param}
          initial={typed}
          label={kind === 'goods' ? t`Product link or product ID` : t`Shop link or shop ID`}
          placeholder={kind === 'goods' ? t`Paste a Shopee product link or enter its ID` : t`Paste a Shopee shop link or enter its ID`}
        />
      </div>
    </Panel>
  );
}

export function ProductHeading({ goods, date }: { goods: GoodsRow; date: string | undefined }) {
  return (
    <>
      <ProductCard product={productCardOf(goods, date)} />
      <HeadlinePeriodNote />
    </>
  );
}

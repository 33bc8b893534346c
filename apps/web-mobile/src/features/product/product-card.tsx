import { Trans, useLingui } from '@lingui/react/macro';
import { LineIcon, buttonClassName } from '@sealens/ui';
import { Link } from 'react-router';
import type { Product } from './product-family';

/** One member of the product family; the article is named by its heading so lists of cards read well. */
export function ProductCard({ product }: { product: Product }) {
  const { i18n } = useLingui();
  const titleId = `product-${product.key}-title`;
  return (
    <article aria-labelledby={titleId} className="rounded-xl bg-surface p-5 shadow-sm ring-1 ring-border">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <LineIcon name={product.icon} />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 id={titleId} className="font-semibold text-ink">
              {i18n._(product.name)}
            </h3>
            <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium text-ink-muted">{i18n._(product.platform)}</span>
          </div>
          <p className="mt-1 text-sm leading-relaxed text-ink-muted">{i18n._(product.tagline)}</p>
        </div>
      </div>
      <ul className="mt-4 space-y-2">
        {product.highlights.map((highlight) => (
          <li key={highlight.id} className="flex gap-2 text-sm text-ink">
            <LineIcon name="check" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            {i18n._(highlight)}
          </li>
        ))}
      </ul>
      {product.to && (
        <Link to={product.to} className={buttonClassName('secondary', 'md', 'mt-4 w-full')} aria-describedby={titleId}>
          <Trans>Get it</Trans>
        </Link>
      )}
    </article>
  );
}

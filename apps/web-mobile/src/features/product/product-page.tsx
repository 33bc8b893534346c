import { Trans } from '@lingui/react/macro';
import { buttonClassName } from '@sealens/ui';
import { Link } from 'react-router';
import { ProductCard } from './product-card';
import { CORE_PRODUCTS, SISTER_TOOLS } from './product-family';

/** Spec §2 /m/product, the "product" tab: the whole product family as cards, one column for a 375px screen. */
export function ProductPage() {
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-4">
      <div className="px-1">
        <h1 className="text-2xl font-bold text-ink">
          <Trans>Our products</Trans>
        </h1>
        <p className="mt-2 text-sm leading-relaxed text-ink-muted">
          <Trans>
            One family of tools for cross-border sellers: research on the web, data in your browser, shops in your
            pocket. Trusted by over 300,000 sellers.
          </Trans>
        </p>
      </div>

      <section aria-labelledby="core-products-title">
        <h2 id="core-products-title" className="px-1 text-lg font-bold text-ink">
          <Trans>SeaLens products</Trans>
        </h2>
        <ul className="mt-3 flex flex-col gap-3">
          {CORE_PRODUCTS.map((product) => (
            <li key={product.key}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="sister-tools-title">
        <h2 id="sister-tools-title" className="px-1 text-lg font-bold text-ink">
          <Trans>Sister tools</Trans>
        </h2>
        <p className="mt-1 px-1 text-sm text-ink-muted">
          <Trans>Everyday helpers for listing, content and shop management.</Trans>
        </p>
        <ul className="mt-3 flex flex-col gap-3">
          {SISTER_TOOLS.map((product) => (
            <li key={product.key}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="product-help-title" className="rounded-xl bg-surface-inverse p-5 text-white">
        <h2 id="product-help-title" className="text-lg font-bold">
          <Trans>Not sure where to start?</Trans>
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-white/85">
          <Trans>Our customer service team is online 7x24 and will point you to the right tool for your shops.</Trans>
        </p>
        <Link to="/about" className={buttonClassName('secondary', 'md', 'mt-4 w-full')}>
          <Trans>Contact us</Trans>
        </Link>
      </section>
    </div>
  );
}

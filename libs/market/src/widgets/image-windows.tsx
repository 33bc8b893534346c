// Front image windows (spec §2 home widgets; §7/§9 front image windows with showAddress=1): the
// promotion pictures of the home, each a link when the server gives one.
import { useLingui } from '@lingui/react/macro';
import { loadImageWindows, type ImageWindowData } from '../api/home-widget-loaders';
import { useWidgetData } from './use-widget-data';
import { useMarketApi } from '../api/market-api-context';

/**
 * Columns for `count` pictures, so a row is never left with an empty slot (issue 27 item 9: two
 * pictures sat in a row of three): up to four in one row, more in rows of three.
 */
export function imageWindowColumns(count: number): string {
  if (count <= 1) return '';
  if (count === 2) return 'sm:grid-cols-2';
  if (count === 3) return 'sm:grid-cols-3';
  if (count === 4) return 'sm:grid-cols-2 lg:grid-cols-4';
  return 'sm:grid-cols-2 lg:grid-cols-3';
}

export function ImageWindows({ initial }: { initial: ImageWindowData[] | null }) {
  const { t } = useLingui();
  const api = useMarketApi();
  const widget = useWidgetData({ params: {}, data: initial }, () => loadImageWindows(api()));
  // Decorative promotions: nothing to show, nothing reserved (the section is not rendered at all).
  if (!widget.data || widget.data.length === 0) return null;
  return (
    <ul className={`grid gap-4 ${imageWindowColumns(widget.data.length)}`} aria-label={t`Promotions`} data-testid="image-windows">
      {widget.data.map((window, index) => {
        const position = index + 1;
        const label = t`Promotion ${position}`;
        const picture = <img src={window.imgUrl} alt={label} width={400} height={160} loading="lazy" className="aspect-[5/2] w-full rounded-lg object-cover" />;
        return (
          <li key={window.id}>
            {window.link ? (
              <a href={window.link} className="block rounded-lg focus-visible:outline-2 focus-visible:outline-focus">
                {picture}
              </a>
            ) : (
              picture
            )}
          </li>
        );
      })}
    </ul>
  );
}

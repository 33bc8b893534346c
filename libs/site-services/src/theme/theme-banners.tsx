import { useLingui } from '@lingui/react/macro';
import type { CSSProperties, ReactNode } from 'react';
import type { HomeTheme } from './theme-api';

export interface ThemeBannerLinkProps {
  to: string;
  className: string;
  style: CSSProperties | undefined;
  children: ReactNode;
}

export interface ThemeBannersProps {
  theme: HomeTheme;
  /** Renders a link to one of the site's own pages (the router's Link); web addresses use <a>. */
  renderLink: (props: ThemeBannerLinkProps) => ReactNode;
  className?: string;
}

const CARD = 'flex h-full items-center gap-4 rounded-xl border-l-4 border-brand-600 bg-surface p-3 pr-5 text-ink ring-1 ring-border outline-none focus-visible:ring-2 focus-visible:ring-focus';

/**
 * The home's campaign of the theme configuration: each banner a picture with its text, edged in the
 * theme's accent colour (a border only: the text keeps the design system's colours and contrast).
 */
export function ThemeBanners({ theme, renderLink, className }: ThemeBannersProps) {
  const { t } = useLingui();
  const style = theme.accent ? { borderLeftColor: theme.accent } : undefined;
  return (
    <section aria-label={t`Campaign`} className={className} data-theme={theme.name} data-testid="theme-banners">
      <ul className="flex flex-col gap-3 sm:flex-row">
        {theme.banners.map((banner) => {
          const content = (
            <>
              <img src={banner.imgUrl} alt="" width={48} height={48} className="size-12 shrink-0 rounded-md object-cover" />
              <span className="text-sm font-medium">{banner.title}</span>
            </>
          );
          return (
            <li key={banner.id} className="flex-1">
              {banner.link === null ? (
                <div className={CARD} style={style}>
                  {content}
                </div>
              ) : banner.link.startsWith('/') ? (
                renderLink({ to: banner.link, className: CARD, style, children: content })
              ) : (
                <a href={banner.link} className={CARD} style={style}>
                  {content}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

// The theme page configuration (spec §7 GET /theme/page/config). How we read it: the operators'
// campaign skin of the home page, like the front image windows (same banner shape, `showAddress` 1 =
// the home). `theme` names the skin, `primaryColor` is its accent, `banners` its campaign pictures.
// Both sites' home loaders read it, so the campaign is in the server's HTML.
import type { ApiClients, MainComponents } from '@sealens/api';
import { answerOf } from '../shared/answer';

type ThemeBanner = MainComponents['schemas']['ImageWindow'];

export interface HomeTheme {
  /** The skin's name ('default' when none is running). */
  name: string;
  /** The accent colour, only when it is a plain hex colour (it goes into a style attribute). */
  accent: string | null;
  /** The home's campaign banners, in order, each with its text (alternative text of the picture). */
  banners: { id: string; imgUrl: string; link: string | null; title: string }[];
}

/** Where a banner shows: 1 is the home page (spec §7 front image windows, showAddress=1). */
export const HOME_SHOW_ADDRESS = 1;
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** A banner may link to one of our pages or to a web address, nothing else (no javascript:). */
const SAFE_LINK = /^(\/(?!\/)|https?:\/\/)/i;

/** The home's theme, or null when the call fails or gives nothing to show (the home shows no campaign). */
export async function loadHomeTheme(api: ApiClients['main']): Promise<HomeTheme | null> {
  const answer = await answerOf<MainComponents['schemas']['ThemeConfig']>(api.GET('/theme/page/config', {}));
  if (answer.code !== 200 || !answer.payload) return null;
  const config = answer.payload;
  const banners = (config.banners ?? [])
    .filter((b: ThemeBanner) => (b.showAddress ?? HOME_SHOW_ADDRESS) === HOME_SHOW_ADDRESS && b.imgUrl && b.title)
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
    .map((b, i) => ({ id: b.id ?? String(i), imgUrl: b.imgUrl, link: b.link && SAFE_LINK.test(b.link) ? b.link : null, title: b.title ?? '' }));
  if (banners.length === 0) return null;
  return { name: config.theme ?? 'default', accent: config.primaryColor && HEX_COLOUR.test(config.primaryColor) ? config.primaryColor : null, banners };
}

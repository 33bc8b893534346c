// The home's widgets (rankings, trends, notices) below the fold: a chunk of their own, so the home
// hydrates without them (libs/ssr lazy-part.tsx).
import type { HomeWidgetsProps } from '@sealens/market/home-widgets';
import { lazyPart } from '@sealens/ssr';

export const HomeWidgetsPart = lazyPart<HomeWidgetsProps>(() => import('@sealens/market/home-widgets').then((module) => module.HomeWidgets));

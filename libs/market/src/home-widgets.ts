// @sealens/market/home-widgets: the home widgets on their own, so a site can load them as a chunk
// apart from the rest of its home (the mobile site does: they are below the fold on a phone).
export { HomeWidgets } from './widgets/home-widgets';
export type { HomeWidgetsProps } from './widgets/home-widgets';

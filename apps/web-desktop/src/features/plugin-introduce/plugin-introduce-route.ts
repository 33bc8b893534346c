// Route module of /pluginIntroduce: component and head.
import { msg } from '@lingui/core/macro';
import type { RouteHandle } from '@sealens/ssr';
import { pageTitle } from '../../app/site-head';

export { PluginIntroducePage as Component } from './plugin-introduce-page';

export const handle: RouteHandle = {
  query: [],
  head: ({ i18n }) => ({
    title: pageTitle(i18n._(msg`Free browser plugin`)),
    description: i18n._(
      msg`Over 600,000 installs. 96% of users say the plugin raises their orders, and 100% say it improves their operating ability.`,
    ),
  }),
};

// Route module of /m/download (spec §2): the app, mini program and plugin downloads.
import { msg } from '@lingui/core/macro';
import type { RouteHandle } from '@sealens/ssr';
import { pageTitle } from '../../app/site-head';

export { DownloadPage as Component } from './download-page';

export const handle: RouteHandle = {
  query: ['tab'],
  head: ({ i18n }) => ({
    title: pageTitle(i18n._(msg`Downloads`)),
    description: i18n._(msg`The SeaLens app, mini program and browser plugin: download or open them on your phone, in WeChat and on your computer.`),
  }),
};

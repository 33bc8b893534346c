// Where the mobile site's downloads live. One place, so a deployment changes them without touching
// components (the desktop site keeps its own in apps/web-desktop/src/config/external-links.ts).
export const DOWNLOAD_LINKS = {
  androidApp: 'https://sealens.com/download/sealens-app.apk',
  iosApp: 'https://apps.apple.com/app/sealens/id0000000000',
  pluginDownload: 'https://plugin.sealens.com/download',
} as const;

/** The mini program's page the "open the mini program" buttons open (GET /public/mini/urlScheme `path`). */
export const MINI_PROGRAM_HOME_PATH = 'pages/index/index';

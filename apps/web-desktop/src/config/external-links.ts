// Addresses outside this site. One place, so a deployment changes them without touching components.
export const EXTERNAL_LINKS = {
  aiAssistant: 'https://ai.sealens.com/',
  pricingSimulator: 'https://pricing.sealens.com/',
  ipIsolationBrowser: 'https://browser.sealens.com/',
  shortVideoData: 'https://video.sealens.com/',
  freightForwarder: 'https://freight.sealens.com/',
  dataArk: 'https://ark.sealens.com/',
  affiliateInvitation: 'https://affiliate.sealens.com/',
  lazadaData: 'https://lazada.sealens.com/',
  tiktokData: 'https://tiktok.sealens.com/',
  tiktokShopTool: 'https://tiktokshop.sealens.com/',
  gulfData: 'https://noon.sealens.com/',
  translation: 'https://translate.sealens.com/',
  cloudComputer: 'https://cloud.sealens.com/',
  imageOptimisation: 'https://image.sealens.com/',
  graphicVideo: 'https://video-maker.sealens.com/',
  pluginDownload: 'https://plugin.sealens.com/download',
  miniProgram: 'https://sealens.com/mini-program',
  publicAccount: 'https://sealens.com/official-account',
  dataApp: 'https://sealens.com/m/download',
  /** What the home's customer-service QR code encodes (issue 27 item 9). */
  customerService: 'https://sealens.com/customer-service',
} as const;

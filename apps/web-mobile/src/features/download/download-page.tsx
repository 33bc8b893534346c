// Spec §2 /m/download: the app, the mini program and the browser plugin (spec §1, and the desktop
// header's mobile menu: plugin download, mini program, public account), one tab each. The tab of
// `?tab=` is rendered by the server; without it, the page opens on the tab for the visitor's
// platform once it runs in the browser (download-platform.ts).
import { Trans, useLingui } from '@lingui/react/macro';
import { useHydrated } from '@sealens/auth';
import { Button, LineIcon, Tabs, TabsContent, TabsList, TabsTrigger, buttonClassName } from '@sealens/ui';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { DOWNLOAD_LINKS } from '../../config/download-links';
import { browserUserAgent, defaultDownloadTab, downloadPlatformOf, isDownloadTab, type DownloadPlatform, type DownloadTab } from './download-platform';
import type { MiniProgramLink } from './mini-program-link';
import { OpenMiniProgramButton } from './open-mini-program-button';

export interface DownloadPageProps {
  /** The browser's platform; read from navigator by default (tests pass one). */
  platform?: DownloadPlatform;
  fetchMiniProgramLink?: () => Promise<MiniProgramLink>;
}

function Highlights({ items }: { items: ReactNode[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item, index) => (
        <li key={index} className="flex gap-2 text-sm text-ink">
          <LineIcon name="check" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}

export function DownloadPage({ platform: givenPlatform, fetchMiniProgramLink }: DownloadPageProps) {
  const { t } = useLingui();
  const { search } = useLocation();
  const hydrated = useHydrated();
  const asked = new URLSearchParams(search).get('tab');
  const [chosen, setChosen] = useState<DownloadTab | null>(null);
  // Known once the page runs in the browser (the server's HTML is the same for every platform).
  const platform: DownloadPlatform | null = hydrated ? (givenPlatform ?? downloadPlatformOf(browserUserAgent(navigator))) : null;
  // The tab the visitor picked, else the one the address names, else the platform's, else the app.
  const tab: DownloadTab = chosen ?? (isDownloadTab(asked) ? asked : platform ? defaultDownloadTab(platform) : 'app');

  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 px-4 py-4">
      <div className="px-1">
        <h1 className="text-2xl font-bold text-ink">
          <Trans>Downloads</Trans>
        </h1>
        <p className="mt-2 text-sm leading-relaxed text-ink-muted">
          <Trans>SeaLens on your phone, in WeChat and in your computer's browser.</Trans>
        </p>
      </div>
      <Tabs value={tab} onValueChange={(value) => isDownloadTab(value) && setChosen(value)}>
        <TabsList aria-label={t`Downloads`} className="grid grid-cols-3">
          <TabsTrigger value="app">
            <Trans>App</Trans>
          </TabsTrigger>
          <TabsTrigger value="mini">
            <Trans>Mini program</Trans>
          </TabsTrigger>
          <TabsTrigger value="plugin">
            <Trans>Browser plugin</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="app">
          <AppDownloads platform={platform} />
        </TabsContent>
        <TabsContent value="mini">
          <section aria-labelledby="mini-title" className="flex flex-col gap-4 rounded-xl bg-surface p-5 ring-1 ring-border">
            <h2 id="mini-title" className="text-lg font-bold text-ink">
              <Trans>SeaLens mini program</Trans>
            </h2>
            <p className="text-sm text-ink-muted">
              <Trans>SeaLens data inside your messaging app, with nothing to install.</Trans>
            </p>
            <Highlights items={[<Trans key="a">Look up products, shops and rankings in seconds</Trans>, <Trans key="b">Open it straight from a chat or a QR code</Trans>]} />
            {hydrated ? (
              <OpenMiniProgramButton {...(fetchMiniProgramLink ? { fetchLink: fetchMiniProgramLink } : {})} />
            ) : (
              // The server's HTML: the link is asked for once the page runs.
              <span className={buttonClassName('primary', 'lg', 'w-full opacity-70')}>
                <Trans>Open the mini program</Trans>
              </span>
            )}
            <p className="text-xs text-ink-muted">
              <Trans>Opens WeChat. If nothing happens, install WeChat first.</Trans>
            </p>
          </section>
        </TabsContent>
        <TabsContent value="plugin">
          <PluginDownload platform={platform} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function AppDownloads({ platform }: { platform: DownloadPlatform | null }) {
  const ios = platform === 'ios';
  const android = (
    <a key="android" href={DOWNLOAD_LINKS.androidApp} className={buttonClassName(ios ? 'secondary' : 'primary', 'lg', 'w-full')} data-testid="download-android">
      <LineIcon name="download" /> <Trans>Download for Android</Trans>
    </a>
  );
  const apple = (
    <a key="ios" href={DOWNLOAD_LINKS.iosApp} target="_blank" rel="noopener noreferrer" className={buttonClassName(ios ? 'primary' : 'secondary', 'lg', 'w-full')} data-testid="download-ios">
      <LineIcon name="download" /> <Trans>Download on the App Store</Trans>
    </a>
  );
  return (
    <section aria-labelledby="app-title" className="flex flex-col gap-4 rounded-xl bg-surface p-5 ring-1 ring-border">
      <h2 id="app-title" className="text-lg font-bold text-ink">
        <Trans>SeaLens app</Trans>
      </h2>
      <p className="text-sm text-ink-muted">
        <Trans>Multi-shop chat with built-in translation.</Trans>
      </p>
      <Highlights
        items={[
          <Trans key="a">Answer buyers of 1000 shops from one phone</Trans>,
          <Trans key="b">Every conversation translated as you type</Trans>,
          <Trans key="c">Market data wherever you are</Trans>,
        ]}
      />
      {platform === 'wechat' && (
        <p className="rounded-lg bg-warning-50 p-3 text-sm text-ink">
          <Trans>WeChat does not download apps: tap ··· at the top right and open this page in your browser.</Trans>
        </p>
      )}
      {platform === 'harmony' && (
        <p className="rounded-lg bg-warning-50 p-3 text-sm text-ink">
          <Trans>On HarmonyOS, install the Android package.</Trans>
        </p>
      )}
      <div className="flex flex-col gap-3">{ios ? [apple, android] : [android, apple]}</div>
    </section>
  );
}

function PluginDownload({ platform }: { platform: DownloadPlatform | null }) {
  const { t } = useLingui();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyLink = () => {
    navigator.clipboard.writeText(DOWNLOAD_LINKS.pluginDownload).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };
  return (
    <section aria-labelledby="plugin-title" className="flex flex-col gap-4 rounded-xl bg-surface p-5 ring-1 ring-border">
      <h2 id="plugin-title" className="text-lg font-bold text-ink">
        <Trans>Browser plugin</Trans>
      </h2>
      <p className="text-sm text-ink-muted">
        <Trans>Marketplace data on every page you open, installed over 600,000 times.</Trans>
      </p>
      <Highlights
        items={[
          <Trans key="a">Download reviews, main images and video</Trans>,
          <Trans key="b">Per-SKU sales for every listing</Trans>,
          <Trans key="c">For 360, Chrome, Edge, QQ and Sogou browsers</Trans>,
        ]}
      />
      {platform !== 'computer' && (
        <p className="rounded-lg bg-surface-muted p-3 text-sm text-ink">
          <Trans>The plugin installs in a computer's browser. Open the download page on your computer, or copy its link.</Trans>
        </p>
      )}
      <a href={DOWNLOAD_LINKS.pluginDownload} target="_blank" rel="noopener noreferrer" className={buttonClassName(platform === 'computer' ? 'primary' : 'secondary', 'lg', 'w-full')}>
        <LineIcon name="plug" /> <Trans>Open the plugin download page</Trans>
      </a>
      <Button variant="secondary" size="lg" onClick={copyLink} aria-describedby="plugin-copy-status">
        <Trans>Copy the download link</Trans>
      </Button>
      <p id="plugin-copy-status" role="status" className="text-sm text-ink-muted">
        {copy === 'copied' ? t`Link copied.` : copy === 'failed' ? t`Copying failed. The link is ${DOWNLOAD_LINKS.pluginDownload}` : ''}
      </p>
    </section>
  );
}

// Lessons and video tutorials (issue 15 item 3): the browser's own player, whose controls are
// keyboard-operable and labelled by the browser, with the server's WebVTT captions as tracks, one
// per language, the reader's own shown by default.
import { useLingui } from '@lingui/react/macro';
import { localeIso } from '@sealens/domain';
import type { VideoCaptions } from '../api/content-loaders';
import { languageName } from './language-fallback-note';
import { useReaderLocale } from './use-reader-locale';

export interface VideoPlayerProps {
  src: string;
  /** WebVTT captions, one per language (the demo server's exist in all seven). */
  captions?: readonly VideoCaptions[];
  /** What the video is (its accessible name). */
  title: string;
  poster?: string | null;
}

export function VideoPlayer({ src, captions = [], title, poster }: VideoPlayerProps) {
  const { t } = useLingui();
  const reader = useReaderLocale();
  // The reader's language when the captions exist in it, else English, else the first there is.
  const shown = (captions.find((c) => c.lang === reader) ?? captions.find((c) => c.lang === 'en') ?? captions[0])?.lang;
  return (
    <figure className="flex flex-col gap-2">
      {/* No autoplay: the reader starts it. preload=metadata keeps the page light. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the captions tracks are there whenever the server has captions */}
      <video
        controls
        preload="metadata"
        playsInline
        aria-label={t`Video: ${title}`}
        className="aspect-video w-full rounded-md bg-surface-inverse"
        data-testid="video-player"
        {...(poster ? { poster } : {})}
      >
        <source src={src} type={src.endsWith('.webm') ? 'video/webm' : 'video/mp4'} />
        {captions.map((c) => (
          <track key={c.lang} kind="captions" src={c.url} srcLang={localeIso(c.lang)} label={languageName(c.lang, reader)} default={c.lang === shown || undefined} />
        ))}
      </video>
      {captions.length > 0 && (
        <figcaption className="text-xs text-ink-subtle" lang={localeIso(reader)}>
          {t`Captions are available: use the player's captions button.`}
        </figcaption>
      )}
    </figure>
  );
}

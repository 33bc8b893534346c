// Lessons and video tutorials (issue 15 item 3): the browser's own player, whose controls are
// keyboard-operable and labelled by the browser, with the server's WebVTT captions as a track.
import { useLingui } from '@lingui/react/macro';
import { localeIso } from '@sealens/domain';
import { useReaderLocale } from './use-reader-locale';

export interface VideoPlayerProps {
  src: string;
  /** WebVTT captions; the demo server's are in English. */
  captionsUrl?: string | null;
  captionsLang?: string;
  /** What the video is (its accessible name). */
  title: string;
  poster?: string | null;
}

export function VideoPlayer({ src, captionsUrl, captionsLang = 'en', title, poster }: VideoPlayerProps) {
  const { t } = useLingui();
  const reader = useReaderLocale();
  return (
    <figure className="flex flex-col gap-2">
      {/* No autoplay: the reader starts it. preload=metadata keeps the page light. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the captions track is there whenever the server has captions */}
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
        {captionsUrl && <track kind="captions" src={captionsUrl} srcLang={captionsLang} label={t`Captions`} default={reader === captionsLang || undefined} />}
      </video>
      {captionsUrl && (
        <figcaption className="text-xs text-ink-subtle" lang={localeIso(reader)}>
          {t`Captions are available: use the player's captions button.`}
        </figcaption>
      )}
    </figure>
  );
}

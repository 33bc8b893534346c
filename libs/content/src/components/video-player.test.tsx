import { screen } from '@testing-library/react';
import { renderWithI18n } from '../testing/render-with-i18n';
import { VideoPlayer } from './video-player';

describe('VideoPlayer', () => {
  it("is the browser's own labelled player with a captions track per language, the reader's shown", () => {
    const captions = [
      { lang: 'en', url: '/demo/video/lesson-1.vtt' },
      { lang: 'th', url: '/demo/video/lesson-1.th.vtt' },
      { lang: 'tw', url: '/demo/video/lesson-1.tw.vtt' },
    ] as const;
    renderWithI18n(<VideoPlayer src="/demo/video/lesson-1.webm" captions={captions} title="Demo course 1" />);
    const video = screen.getByTestId('video-player');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('aria-label', 'Video: Demo course 1');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video.querySelector('source')).toHaveAttribute('type', 'video/webm');
    const tracks = [...video.querySelectorAll('track')];
    expect(tracks.map((track) => [track.getAttribute('srclang'), track.getAttribute('src'), track.getAttribute('label')])).toEqual([
      ['en', '/demo/video/lesson-1.vtt', 'English'],
      ['th', '/demo/video/lesson-1.th.vtt', 'Thai'],
      ['zh-TW', '/demo/video/lesson-1.tw.vtt', expect.stringMatching(/Chinese/)],
    ]);
    expect(tracks.every((track) => track.getAttribute('kind') === 'captions')).toBe(true);
    // An English reader: the English track is the default one.
    expect(tracks.filter((track) => track.hasAttribute('default')).map((track) => track.getAttribute('srclang'))).toEqual(['en']);
  });

  it('has no track when the server has no captions', () => {
    renderWithI18n(<VideoPlayer src="/v.mp4" title="x" />);
    expect(screen.getByTestId('video-player').querySelector('track')).toBeNull();
    expect(screen.getByTestId('video-player').querySelector('source')).toHaveAttribute('type', 'video/mp4');
  });
});

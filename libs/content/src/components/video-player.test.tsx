import { screen } from '@testing-library/react';
import { renderWithI18n } from '../testing/render-with-i18n';
import { VideoPlayer } from './video-player';

describe('VideoPlayer', () => {
  it("is the browser's own labelled player with the captions track", () => {
    renderWithI18n(<VideoPlayer src="/demo/video/lesson-1.webm" captionsUrl="/demo/video/lesson-1.vtt" title="Demo course 1" />);
    const video = screen.getByTestId('video-player');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('aria-label', 'Video: Demo course 1');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video.querySelector('source')).toHaveAttribute('type', 'video/webm');
    const track = video.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/demo/video/lesson-1.vtt');
    expect(track).toHaveAttribute('srclang', 'en');
    expect(track).toHaveAttribute('label', 'Captions');
  });

  it('has no track when the server has no captions', () => {
    renderWithI18n(<VideoPlayer src="/v.mp4" title="x" />);
    expect(screen.getByTestId('video-player').querySelector('track')).toBeNull();
    expect(screen.getByTestId('video-player').querySelector('source')).toHaveAttribute('type', 'video/mp4');
  });
});

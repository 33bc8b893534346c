import type { Meta, StoryObj } from '@storybook/react-vite';
import { VideoPlayer } from './video-player';

// The reference server's demo lesson (run the server beside Storybook to see it play).
const meta = {
  title: 'Content/VideoPlayer',
  component: VideoPlayer,
  args: {
    src: '/demo/video/lesson-1.webm',
    captions: [
      { lang: 'en', url: '/demo/video/lesson-1.vtt' },
      { lang: 'th', url: '/demo/video/lesson-1.th.vtt' },
    ],
    title: 'Demo course 1: home living',
  },
} satisfies Meta<typeof VideoPlayer>;
export default meta;

export const WithCaptions: StoryObj<typeof meta> = {};
export const WithoutCaptions: StoryObj<typeof meta> = { args: { captions: [] } };

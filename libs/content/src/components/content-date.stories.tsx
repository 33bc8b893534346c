import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContentDate } from './content-date';

const meta = {
  title: 'Content/ContentDate',
  component: ContentDate,
  args: { time: '2026-06-27 22:43:04' },
} satisfies Meta<typeof ContentDate>;
export default meta;

export const Default: StoryObj<typeof meta> = {};

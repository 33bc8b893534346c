import type { Meta, StoryObj } from '@storybook/react-vite';
import { QaTime } from './qa-time';

const meta = { title: 'Community/Time', component: QaTime, args: { time: '2026-06-29 09:05:00' } } satisfies Meta<typeof QaTime>;
export default meta;

export const Default: StoryObj<typeof meta> = {};

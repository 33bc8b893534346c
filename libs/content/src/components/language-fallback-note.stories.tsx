import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageFallbackNote } from './language-fallback-note';

const meta = {
  title: 'Content/LanguageFallbackNote',
  component: LanguageFallbackNote,
  args: { lang: 'zh' },
} satisfies Meta<typeof LanguageFallbackNote>;
export default meta;

export const ShownInChinese: StoryObj<typeof meta> = {};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContentBreadcrumbs } from './content-breadcrumbs';

const meta = {
  title: 'Content/ContentBreadcrumbs',
  component: ContentBreadcrumbs,
  args: { crumbs: [{ label: 'Home', href: '#' }, { label: 'Business college', href: '#' }, { label: 'Online courses' }] },
} satisfies Meta<typeof ContentBreadcrumbs>;
export default meta;

export const Default: StoryObj<typeof meta> = {};

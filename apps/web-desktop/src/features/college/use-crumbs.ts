// Breadcrumbs of the content pages, translated: Home first, then the given levels.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { Crumb } from '@sealens/content';

export interface CrumbDescriptor {
  label: MessageDescriptor | string;
  href?: string;
}

const HOME = msg`Home`;

export function useCrumbs(levels: readonly CrumbDescriptor[]): Crumb[] {
  const { i18n } = useLingui();
  return [{ label: HOME, href: '/' }, ...levels].map((level) => ({
    label: typeof level.label === 'string' ? level.label : i18n._(level.label),
    ...(level.href ? { href: level.href } : {}),
  }));
}

import { useLingui } from '@lingui/react/macro';
import type { SVGProps } from 'react';
import { cn } from './cn';

const sizes = { sm: 'size-3.5', md: 'size-4', lg: 'size-5' } as const;

export type SpinnerProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  size?: keyof typeof sizes;
  /** Accessible name. Defaults to a translated "Loading"; pass `decorative` when a parent already says so. */
  label?: string;
  /** Hide from assistive tech, e.g. inside a button that carries aria-busy. */
  decorative?: boolean;
};

export function Spinner({ size = 'md', label, decorative = false, className, ...props }: SpinnerProps) {
  const { t } = useLingui();
  const a11y = decorative
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'status', 'aria-label': label ?? t`Loading` } as const);
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      className={cn('animate-spin motion-reduce:animate-[spin_2s_linear_infinite]', sizes[size], className)}
      {...a11y}
      {...props}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

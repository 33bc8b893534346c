import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { cn } from './cn';
import { focusRing } from './focus-ring';
import { Spinner } from './spinner';

/** All button looks in one place. primary uses brand-600, not 500, so white text meets AA. */
export const buttonVariants = {
  variant: {
    primary: 'bg-brand-600 text-ink-inverse shadow-sm hover:bg-brand-700 active:bg-brand-800',
    secondary: 'border border-border-strong bg-surface text-ink hover:bg-surface-muted active:bg-surface-sunken',
    ghost: 'bg-transparent text-ink hover:bg-surface-muted active:bg-surface-sunken',
    link: 'bg-transparent px-0 text-brand-700 underline-offset-4 hover:underline',
    // On dark hero backgrounds.
    inverse: 'border border-white/40 bg-transparent text-white hover:bg-white/10 active:bg-white/15',
    // A quiet button on a dark or transparent-over-dark header (white text, AA on the hero's red).
    ghostInverse: 'bg-transparent text-white hover:bg-white/10 active:bg-white/15',
  },
  size: {
    sm: 'h-8 gap-1.5 px-3 text-sm',
    md: 'h-10 gap-2 px-4 text-sm',
    lg: 'h-12 gap-2 px-6 text-base',
  },
} as const;

export type ButtonVariant = keyof typeof buttonVariants.variant;
export type ButtonSize = keyof typeof buttonVariants.size;

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (e.g. a router link) with button styles instead of a <button>. */
  asChild?: boolean;
  /** Shows a spinner, sets aria-busy and blocks clicks. */
  loading?: boolean;
};

export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cn(
    'inline-flex shrink-0 items-center justify-center rounded-md font-medium whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    focusRing,
    buttonVariants.size[size],
    buttonVariants.variant[variant],
    className,
  );
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  loading = false,
  disabled,
  className,
  children,
  type,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      className={buttonClassName(variant, size, className)}
      // Links ignore `disabled`, so a slotted child gets aria-disabled instead.
      {...(asChild ? { 'aria-disabled': disabled || loading || undefined } : { disabled: disabled || loading, type: type ?? 'button' })}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner size={size} decorative />}
      <Slot.Slottable>{children}</Slot.Slottable>
    </Comp>
  );
}

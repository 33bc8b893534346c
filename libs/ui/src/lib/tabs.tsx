import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { cn } from './cn';
import { focusRing } from './focus-ring';

export const Tabs = TabsPrimitive.Root;

/** A row of tabs; on a narrow screen it scrolls sideways, faded at the edge that hides more. */
export function TabsList({ className, ...props }: ComponentPropsWithRef<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('scroll-hint-x flex gap-1 overflow-x-auto border-b border-border', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentPropsWithRef<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        '-mb-px shrink-0 border-b-2 border-transparent px-4 py-2 text-sm font-medium whitespace-nowrap text-ink-muted transition-colors',
        'hover:text-ink data-[state=active]:border-brand-600 data-[state=active]:text-brand-700',
        'disabled:pointer-events-none disabled:opacity-50',
        focusRing,
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentPropsWithRef<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('pt-4', focusRing, className)} {...props} />;
}

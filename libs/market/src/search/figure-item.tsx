// One labelled figure of a card: a <dt>/<dd> pair inside the card's <dl>.
import type { ReactNode } from 'react';

export interface FigureItemProps {
  label: ReactNode;
  value: string;
}

export function FigureItem({ label, value }: FigureItemProps) {
  return (
    <div className="min-w-0">
      <dt className="truncate text-xs text-ink-muted">{label}</dt>
      <dd className="truncate text-base font-semibold text-ink tabular-nums">{value}</dd>
    </div>
  );
}

// The export's menu itself (Radix dropdown): its own chunk, loaded by export-button.tsx when the
// browser is idle or on first contact, so a ranking page's first load carries no menu code for it.
import { Button, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger, useFocusOnArrival, type DeferredMenuProps } from '@sealens/ui';
import { useRef } from 'react';
import type { ExportFormat } from './export-button';

export interface ExportMenuProps extends DeferredMenuProps {
  /** The trigger's and the items' texts (the button's module has them translated already). */
  labels: { trigger: string; csv: string; xlsx: string };
  disabled: boolean;
  loading: boolean;
  describedBy: string;
  onChoose(format: ExportFormat): void;
}

export default function ExportMenu({ labels, disabled, loading, describedBy, onChoose, defaultOpen = false, focusTrigger = false }: ExportMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useFocusOnArrival(trigger, { defaultOpen, focusTrigger });
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button ref={trigger} variant="secondary" size="sm" disabled={disabled} loading={loading} aria-describedby={describedBy}>
          {labels.trigger}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onChoose('csv')}>{labels.csv}</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onChoose('xlsx')}>{labels.xlsx}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

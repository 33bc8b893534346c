import type { ToastKind } from './toast-store';

/** Look of each kind in one place; every pair keeps ink text at AA on its tinted background. */
export const toastKinds: Record<ToastKind, string> = {
  info: 'border-info-600 bg-info-50',
  success: 'border-success-600 bg-success-50',
  warning: 'border-warning-600 bg-warning-50',
  error: 'border-danger-600 bg-danger-50',
};

export type { BackToTopProps } from './lib/back-to-top';
export { installChunkReloadGuard, reloadOnceForChunkError } from './lib/chunk-reload-guard';
export { Button, buttonClassName, buttonVariants, type ButtonProps, type ButtonSize, type ButtonVariant } from './lib/button';
export { Dialog, DialogClose, DialogContent, DialogTrigger, type DialogContentProps } from './lib/dialog';
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuLinkItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  type DropdownMenuLinkItemProps,
} from './lib/dropdown-menu';
export { HoverCard, HoverCardContent, HoverCardTrigger } from './lib/hover-card';
export { LINE_ICON_NAMES, LineIcon, type LineIconName, type LineIconProps } from './lib/line-icon';
export { mountApp } from './lib/mount-app';
export { MOBILE_TABS, MobileTabBar, mobileTabClass, type MobileTab, type MobileTabBarProps } from './lib/mobile-tab-bar';
export { MobileTopBar, type MobileTopBarProps } from './lib/mobile-top-bar';
export { OfflineBanner, type OfflineBannerProps } from './lib/offline-banner';
export { BackToTop, ProgressBar } from './lib/on-demand-chrome';
export type { ProgressBarProps } from './lib/progress-bar';
export { preloadQrCode, QrCode, type QrCodeProps } from './lib/qr-code';
export { Select, type SelectOption, type SelectProps } from './lib/select';
export { Spinner, type SpinnerProps } from './lib/spinner';
export { StatusMessage, type StatusMessageProps } from './lib/status-message';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './lib/tabs';
export { whenNear } from './lib/when-near';
export { ToastProvider, toastKinds, type ToastProviderProps } from './lib/toast';
export {
  createToastStore,
  DEFAULT_TOAST_DURATION_MS,
  dismissToast,
  showToast,
  toastStore,
  type ToastItem,
  type ToastKind,
  type ToastOptions,
  type ToastStore,
} from './lib/toast-store';
export { useOnlineStatus } from './lib/use-online-status';
export { useScrollOnNavigate } from './lib/use-scroll-on-navigate';
export {
  deferred,
  useDeferredTrigger,
  useFocusOnArrival,
  whenIdle,
  type DeferredComponent,
  type DeferredMenuIntent,
  type DeferredMenuProps,
} from './lib/deferred';

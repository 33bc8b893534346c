import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview';

// Explicit annotations: the a11y addon's checks run after each story's play function.
// (addon-vitest would provision them itself since 10.3; it detects this call and skips its own.)
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

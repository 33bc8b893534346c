// The shared test config lives in tools/, which is no importable project; the module-boundary rule
// has no allow entry for it yet (libs/i18n/vite.config.ts hits the same error).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { libTestConfig } from '../../tools/vite/lib-test-config';

export default libTestConfig();

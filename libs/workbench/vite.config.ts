import { libTestConfig } from '../../tools/vite/lib-test-config.ts';

export default libTestConfig();

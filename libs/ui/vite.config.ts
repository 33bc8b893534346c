import { libTestConfig } from '../../tools/vite/lib-test-config';

export default libTestConfig();

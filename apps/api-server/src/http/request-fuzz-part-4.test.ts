// Part 4 of the request fuzz's walk (request-fuzz-walk.ts: issue #10's malformed values and issue #25's
// CPU limit, the operations dealt into parts so Vitest's workers share them, issue 28).
import { describeRequestFuzz } from './request-fuzz-walk';

describeRequestFuzz(4);

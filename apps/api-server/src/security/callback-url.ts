// Where a login may send the browser back to (issue #10 item 10): this origin only. The rule lives in
// @sealens/domain so the sites' /login and /success apply the very same one.
export { isSameOriginCallback } from '@sealens/domain';

// The visitor addresses the e2e sends in X-Forwarded-For. The server trusts the loopback proxy and
// counts its per-client limits (5 SMS an hour, 20 "is this phone registered" answers an hour, page
// renders a minute) by that address, so every test must be a visitor of its own: two tests sharing
// one address add up to a 429 that neither earned.
//
// Playwright numbers workers for the whole run, and a run starts new ones at every project change
// and after every failure (a retry's worker is new): indexes pass 64 in a run with a few failures.
// The blocks are therefore wide enough that no worker index of a run wraps onto another's.

/** Addresses a worker may use before its own wrap (a worker runs a few hundred tests at most). */
const PER_WORKER = 2048;

/** The n-th address of a worker for the fixtures' page and request: 100.64.0.0/11 (2^21 addresses). */
export function fixtureVisitorAddress(workerIndex: number, n: number): string {
  return address(100, 64, 1 << 21, workerIndex * PER_WORKER + (n % PER_WORKER));
}

/** The n-th address of a worker for the login suite's tests: 198.18.0.0/15 (benchmarking range). */
export function loginSuiteVisitorAddress(workerIndex: number, n: number): string {
  return address(198, 18, 1 << 17, workerIndex * 256 + (n % 256));
}

/** The address `value` (taken modulo the block's size) of the block starting at first.second.0.0. */
function address(first: number, second: number, size: number, value: number): string {
  const v = value % size;
  return `${first}.${second + Math.floor(v / 65_536)}.${Math.floor(v / 256) % 256}.${v % 256}`;
}

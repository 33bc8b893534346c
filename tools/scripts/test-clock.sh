# Stage clock of the test command (sourced by test.sh; tested by tools/checks/test-clock.test.ts).
# Each stage prints its time; the run fails as soon as the whole of it passes the limit (issue 28: 40 minutes
# on a quiet machine), naming the stage that crossed it, so CI never creeps towards its 30-minute goal unseen.
# SEALENS_TEST_TIME_LIMIT (seconds) overrides the limit, e.g. on a machine shared with other work.
TEST_TIME_LIMIT="${SEALENS_TEST_TIME_LIMIT:-2400}"
START=$(date +%s)
stage() { printf '\n\033[1m== %s\033[0m\n' "$1"; STAGE_START=$(date +%s); }
done_stage() {
  local now; now=$(date +%s)
  echo "-- $1 took $(( now - STAGE_START ))s (run so far $(( now - START ))s)"
  if (( now - START > TEST_TIME_LIMIT )); then
    echo "The test command took $(( now - START ))s by the end of stage '$1': over its limit of ${TEST_TIME_LIMIT}s." >&2
    echo "Find the stage that grew (times above) before raising the limit (SEALENS_TEST_TIME_LIMIT)." >&2
    exit 1
  fi
}

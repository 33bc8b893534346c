// The pure pricing core (issue 17): no React, no I/O; the schedule and the rate come in as data.
export * from './money';
export * from './schedule';
export * from './calculate';
export * from './query';

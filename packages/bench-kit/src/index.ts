/**
 * The dev-only harness of tests and benchmarks: build once (build.ts), start a service by name
 * with its environment from one place (services.ts), wait until ready and hand out ports
 * (wait.ts), stop every process it started when the run ends by any means (cleanup.ts), and read
 * their CPU time and memory (proc-stats.ts). Also what the plan tests and the query bench share.
 */
export * from './build';
export * from './cleanup';
export * from './cli';
export * from './names';
export * from './pids';
export * from './plans';
export * from './proc-stats';
export * from './processes';
export * from './progress';
export * from './prng';
export * from './root';
export * from './run-data';
export * from './services';
export * from './stack-pids';
export * from './spawn-node';
export * from './timing';
export * from './wait';

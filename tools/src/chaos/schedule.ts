import { mulberry32 } from '@nes/bench-kit';

/**
 * The chaos soak's seeded schedule: which process dies when, when the broker and the database
 * restart, when poison messages arrive. The same seed and options give the same schedule, so a
 * failing soak can be re-run as it was.
 */
export type ChaosTarget = 'ingest' | 'enrich-0' | 'enrich-1' | 'query';
export const CHAOS_TARGETS: readonly ChaosTarget[] = ['ingest', 'enrich-0', 'enrich-1', 'query'];

export type ChaosAction =
  | { atMs: number; kind: 'kill'; target: ChaosTarget; downMs: number }
  | { atMs: number; kind: 'restart-broker'; downMs: number }
  | { atMs: number; kind: 'restart-database'; downMs: number }
  | { atMs: number; kind: 'poison'; index: number };

export interface ScheduleOptions {
  seed: number;
  /** Length of the disturbed stretch (the replay's), ms. */
  durationMs: number;
  kills: number;
  poison: number;
  restartBroker: boolean;
  restartDatabase: boolean;
  /**
   * Opt-in long faults (`--outage`): the broker and the database stay down this long, and query is
   * killed for this long when the broker goes down. The seeded faults last seconds, shorter than
   * the alerts' `for: 2m`; these outlast it, so the broker/store/service-down alerts fire.
   */
  outageMs?: number;
}

export function chaosSchedule(o: ScheduleOptions): ChaosAction[] {
  const rand = mulberry32(o.seed);
  const between = (lo: number, hi: number) => lo + (hi - lo) * rand();
  const at = (lo: number, hi: number) => Math.round(between(lo, hi) * o.durationMs);
  const actions: ChaosAction[] = [];
  // Every target at least once (a shuffled round), then at random.
  const targets: ChaosTarget[] = [...CHAOS_TARGETS].sort(() => rand() - 0.5);
  while (targets.length < o.kills) targets.push(CHAOS_TARGETS[Math.floor(rand() * CHAOS_TARGETS.length)]!);
  for (const target of targets.slice(0, o.kills)) {
    actions.push({ atMs: at(0.03, 0.92), kind: 'kill', target, downMs: Math.round(between(300, 4000)) });
  }
  let brokerAt: number | undefined;
  if (o.restartBroker) {
    brokerAt = at(0.25, 0.45);
    const downMs = Math.round(between(1000, 5000));
    actions.push({ atMs: brokerAt, kind: 'restart-broker', downMs: o.outageMs ?? downMs });
  }
  if (o.restartDatabase) {
    const atMs = at(0.55, 0.75);
    const downMs = Math.round(between(1000, 5000));
    actions.push({ atMs, kind: 'restart-database', downMs: o.outageMs ?? downMs });
  }
  // Query does not use the broker, so its ServiceDown is told apart from the broker alerts by label.
  if (o.outageMs) actions.push({ atMs: brokerAt ?? at(0.25, 0.45), kind: 'kill', target: 'query', downMs: o.outageMs });
  for (let i = 0; i < o.poison; i++) actions.push({ atMs: at(0.05, 0.9), kind: 'poison', index: i });
  return actions.sort((a, b) => a.atMs - b.atMs);
}

/** Poison message i: undecodable, contract-violating or empty, each recognisable by its value. */
export function poisonValue(i: number, runId: string): string {
  switch (i % 3) {
    case 0:
      return `{"chaos_poison": ${i}, "run": "${runId}", truncated`;
    case 1:
      return JSON.stringify({ schema_version: 1, chaos_poison: i, run: runId, accession_number: 'not-an-accession' });
    default:
      return `chaos poison ${i} of ${runId}: not JSON at all`;
  }
}

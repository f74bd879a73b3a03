import { tally, tallyDeadLetters } from '../src/chaos/compare';
import { CHAOS_TARGETS, chaosSchedule, poisonValue } from '../src/chaos/schedule';

const opts = { seed: 42, durationMs: 240_000, kills: 24, poison: 6, restartBroker: true, restartDatabase: true };

describe('chaos schedule', () => {
  it('is the same for the same seed, and another for another seed', () => {
    expect(chaosSchedule(opts)).toEqual(chaosSchedule(opts));
    expect(chaosSchedule({ ...opts, seed: 43 })).not.toEqual(chaosSchedule(opts));
  });

  it('kills as often as asked, every target at least once, and restarts the broker and the database once, in time order', () => {
    const s = chaosSchedule(opts);
    const kills = s.filter((a) => a.kind === 'kill');
    expect(kills).toHaveLength(24);
    expect(new Set(kills.map((k) => k.target))).toEqual(new Set(CHAOS_TARGETS));
    expect(s.filter((a) => a.kind === 'restart-broker')).toHaveLength(1);
    expect(s.filter((a) => a.kind === 'restart-database')).toHaveLength(1);
    expect(s.filter((a) => a.kind === 'poison')).toHaveLength(6);
    expect(s.map((a) => a.atMs)).toEqual([...s.map((a) => a.atMs)].sort((a, b) => a - b));
    expect(Math.max(...s.map((a) => a.atMs))).toBeLessThan(240_000);
  });

  it('--outage: the broker and the database stay down that long and query is killed that long with the broker; the rest as seeded', () => {
    const plain = chaosSchedule(opts);
    const long = chaosSchedule({ ...opts, outageMs: 180_000 });
    const broker = long.find((a) => a.kind === 'restart-broker')!;
    expect(broker.downMs).toBe(180_000);
    expect(long.find((a) => a.kind === 'restart-database')!.downMs).toBe(180_000);
    const longKills = long.filter((a) => a.kind === 'kill' && a.downMs === 180_000);
    expect(longKills).toEqual([{ atMs: broker.atMs, kind: 'kill', target: 'query', downMs: 180_000 }]);
    const unchanged = (s: typeof plain) =>
      s.filter((a) => a.kind === 'poison' || (a.kind === 'kill' && a.downMs < 180_000)).map((a) => JSON.stringify(a));
    expect(unchanged(long)).toEqual(unchanged(plain));
    expect(plain.some((a) => 'downMs' in a && a.downMs > 5000)).toBe(false);
  });

  it('makes distinct poison values', () => {
    const values = Array.from({ length: 9 }, (_, i) => poisonValue(i, 'run'));
    expect(new Set(values).size).toBe(9);
  });
});

describe('chaos comparison', () => {
  it('counts lost, duplicated and extra ids against the undisturbed run', () => {
    const want = ['a_20261123_0000000a', 'b_20261123_0000000b', 'c_20261123_0000000c'];
    expect(
      tally(['a_20261123_0000000a', 'a_20261123_0000000a', 'c_20261123_0000000c', 'x_20261123_0000000d'], want),
    ).toEqual({
      lost: ['b_20261123_0000000b'],
      duplicated: ['a_20261123_0000000a'],
      extra: ['x_20261123_0000000d'],
    });
    expect(tally([...want].reverse(), want)).toEqual({ lost: [], duplicated: [], extra: [] });
  });

  it("holds the dead letters to the poison sent and the undisturbed run's: each once, nothing else; a failed send may appear", () => {
    const filing = (acc: string, at: string) => JSON.stringify({ accession_number: acc, discovered_at: at });
    expect(
      tallyDeadLetters(['p1', 'p2', 'p2', 'q', 'maybe', filing('0001-24-1', 'later'), filing('0001-24-3', 'now')], {
        poisonSent: ['p1', 'p2', 'p3'],
        poisonUncertain: ['maybe'],
        baselineValues: [filing('0001-24-1', 'then'), filing('0001-24-2', 'then')],
      }),
    ).toEqual({
      poison: 3,
      filings: 2,
      missing: ['poison p3', 'filing 0001-24-2'],
      duplicated: ['poison p2'],
      unexpected: ['other q', 'filing 0001-24-3'],
    });
  });
});

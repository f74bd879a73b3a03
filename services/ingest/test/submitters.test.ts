import { formatAccession, parseAccession } from '@nes/edgar';
import { SubmitterTable } from '../src/submitters';

const NOW = Date.parse('2026-11-23T15:00:00Z'); // 10:00 ET, year 26
/** Sequence prediction is the same for agents and self-filers: these filings were reached under a client's CIK. */
const CLIENT = { client: '0000320193' };
const acc = (prefix: string, seq: number, year = '26') => formatAccession({ prefix, year, sequence: seq });

describe('SubmitterTable (accession prediction)', () => {
  it('predicts the next number after the highest seen, per submitter', () => {
    const t = new SubmitterTable({ minSeen: 1 });
    t.observe(acc('0001104659', 100), NOW, CLIENT);
    t.observe(acc('0001104659', 98), NOW, CLIENT);
    const p = t.next(NOW)!;
    expect(p.accession).toBe(acc('0001104659', 101));
    expect(p.submitter.maxSeq).toBe(100);
  });

  it('ignores other years, all-zero prefixes and garbage; a new year replaces the old sequence', () => {
    const t = new SubmitterTable({ minSeen: 1 });
    t.observe(acc('0001104659', 5000, '25'), NOW, CLIENT);
    t.observe(acc('0000000000', 1), NOW, CLIENT);
    t.observe('not-an-accession', NOW, CLIENT);
    expect(t.size).toBe(0);
    const jan = Date.parse('2027-01-02T15:00:00Z');
    t.observe(acc('0001104659', 70000), Date.parse('2026-12-31T20:00:00Z'), CLIENT);
    t.observe(acc('0001104659', 3, '27'), jan, CLIENT);
    expect(t.get('0001104659')).toMatchObject({ year: '27', maxSeq: 3 });
    expect(t.next(jan)!.accession).toBe(acc('0001104659', 4, '27'));
  });

  it('with minSeen 2 probes only submitters seen with two accessions or more (not one-off self-filers)', () => {
    const t = new SubmitterTable({ minSeen: 2 });
    t.observe(acc('0000320193', 81), NOW, CLIENT);
    expect(t.next(NOW)).toBeUndefined();
    t.observe(acc('0001104659', 100), NOW, CLIENT);
    t.observe(acc('0001104659', 101), NOW + 10, CLIENT);
    expect(t.next(NOW + 2000)!.accession).toBe(acc('0001104659', 102));
    expect(t.next(NOW + 2001)).toBeUndefined();
  });

  it('hands a submitter to one probe at a time', () => {
    const t = new SubmitterTable({ minSeen: 1 });
    t.observe(acc('0001104659', 100), NOW, CLIENT);
    const p = t.next(NOW)!;
    expect(t.next(NOW + 1)).toBeUndefined();
    t.record(p.submitter, p.sequence, false);
    expect(t.next(NOW + 2)?.submitter).toBe(p.submitter);
  });

  it('probes a busier submitter more often: frequency grows with the fourth root of activity', () => {
    const t = new SubmitterTable({ minSeen: 1, probed: 10 });
    for (let i = 1; i <= 16; i++) t.observe(acc('0000000016', i), NOW, CLIENT);
    t.observe(acc('0000000001', 1), NOW, CLIENT);
    const counts = new Map<string, number>();
    for (let i = 1; i <= 200; i++) {
      const p = t.next(NOW + i * 100)!;
      counts.set(p.submitter.prefix, (counts.get(p.submitter.prefix) ?? 0) + 1);
      t.record(p.submitter, p.sequence, false);
    }
    const ratio = counts.get('0000000016')! / counts.get('0000000001')!;
    // 16 times the activity → about twice the probes
    expect(ratio).toBeGreaterThan(1.6);
    expect(ratio).toBeLessThan(2.6);
  });

  it('only the most active submitters take part', () => {
    const t = new SubmitterTable({ minSeen: 1, probed: 2 });
    for (let i = 1; i <= 5; i++) t.observe(acc('0000000005', i), NOW, CLIENT);
    for (let i = 1; i <= 3; i++) t.observe(acc('0000000003', i), NOW, CLIENT);
    t.observe(acc('0000000001', 1), NOW, CLIENT);
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const p = t.next(NOW + i * 10)!;
      seen.add(p.submitter.prefix);
      t.record(p.submitter, p.sequence, false);
    }
    expect([...seen].sort()).toEqual(['0000000003', '0000000005']);
  });

  it('after a hit of a filing accepted a while ago probes that submitter again first, after a fresh one not', () => {
    const t = new SubmitterTable({ minSeen: 1, probed: 5, lookahead: 2 });
    t.observe(acc('0001209191', 10), NOW, CLIENT);
    t.observe(acc('0000950103', 10), NOW, CLIENT);
    const p = t.next(NOW)!;
    t.record(p.submitter, p.sequence, true, true);
    const q = t.next(NOW + 1)!;
    expect(q.submitter).toBe(p.submitter);
    expect(q.sequence).toBe(12);
    t.record(q.submitter, q.sequence, true, false);
    expect(t.next(NOW + 2)!.submitter).not.toBe(p.submitter);
  });

  it('after misses looks past a hole now and then', () => {
    let p;
    // a single submitter: misses 1, 2 probe +1, the 3rd probe (misses=2) looks one further, later two
    const only = new SubmitterTable({ minSeen: 1, lookahead: 2 });
    only.observe(acc('0001209191', 10), NOW, CLIENT);
    const seqs: number[] = [];
    for (let i = 0; i < 9; i++) {
      p = only.next(NOW + i)!;
      seqs.push(p.sequence);
      only.record(p.submitter, p.sequence, false);
    }
    expect(seqs).toEqual([11, 11, 12, 11, 11, 13, 11, 11, 12]);
    p = only.next(NOW + 10)!;
    only.record(p.submitter, 13, true, false); // found beyond the hole
    expect(only.get('0001209191')!.maxSeq).toBe(13);
    expect(only.next(NOW + 11)!.sequence).toBe(14);
  });

  it('activity decays, so a submitter gone quiet drops behind a currently busy one', () => {
    const t = new SubmitterTable({ minSeen: 1, probed: 1, halfLifeMs: 60_000 });
    for (let i = 1; i <= 8; i++) t.observe(acc('0000000008', i), NOW, CLIENT);
    const later = NOW + 10 * 60_000;
    for (let i = 1; i <= 2; i++) t.observe(acc('0000000002', i), later, CLIENT);
    expect(parseAccession(t.next(later + 2000)!.accession)!.prefix).toBe('0000000002');
  });

  it('remembers a bounded number of submitters, forgetting the least active', () => {
    const t = new SubmitterTable({ minSeen: 1, maxSubmitters: 3 });
    for (let i = 1; i <= 3; i++) t.observe(acc('0000000009', i), NOW, CLIENT);
    t.observe(acc('0000000007', 1), NOW, CLIENT);
    t.observe(acc('0000000007', 2), NOW, CLIENT);
    t.observe(acc('0000000005', 1), NOW, CLIENT);
    t.observe(acc('0000000004', 1), NOW, CLIENT);
    expect(t.size).toBe(3);
    expect(t.get('0000000009')).toBeDefined();
    expect(t.get('0000000007')).toBeDefined();
  });

  it('probes a self-filer under its own CIK only (kind self)', () => {
    const t = new SubmitterTable();
    // An issuer filing its insider's Form 4 itself: the prefix is a party (issuer and owner listed).
    t.observe(acc('0000789019', 40), NOW, { parties: ['789019', '1234567'], client: '789019' });
    const p = t.next(NOW)!;
    expect(p.accession).toBe(acc('0000789019', 41));
    expect(p.candidates).toEqual([{ cik: '0000789019', kind: 'self' }]);
  });

  it("probes a filer agent's next number under its clients, most frequent and recent first, within the budget", () => {
    const t = new SubmitterTable({ candidates: 3 });
    const agent = '0001193125';
    const seen: [number, string, number][] = [
      [1, '0000000011', NOW - 3 * 3600_000],
      [2, '0000000022', NOW - 60_000],
      [3, '0000000022', NOW - 50_000],
      [4, '0000000033', NOW - 40_000],
      [5, '0000000044', NOW - 30_000],
      [6, '0000000011', NOW - 3 * 3600_000 + 1],
    ];
    for (const [seq, client, at] of seen) t.observe(acc(agent, seq), at, { parties: [client, '0009999999'], client });
    const p = t.next(NOW)!;
    expect(p.accession).toBe(acc(agent, 7));
    // 22 twice recently; 11 twice but 3 h ago (decayed below 1.5, above one fresh sighting);
    // 44 and 33 once each, 44 the more recent; the budget keeps three.
    expect(p.candidates).toEqual([
      { cik: '0000000022', kind: 'agent-candidate' },
      { cik: '0000000011', kind: 'agent-candidate' },
      { cik: '0000000044', kind: 'agent-candidate' },
    ]);
  });

  it('does not probe a submitter with no known party CIK', () => {
    const t = new SubmitterTable();
    t.observe(acc('0001104659', 5), NOW);
    expect(t.next(NOW)).toBeUndefined();
  });
});

import type { RawFilingMessage } from '@nes/contracts';
import { EdgarClient, type FilingIndex } from '@nes/edgar';
import type { Logger, Producer } from '@nes/platform';
import { nextDocsPoll, type DocsWaitOptions } from '../src/docs-wait';
import { createIngestMetrics } from '../src/metrics';
import { Pipeline } from '../src/pipeline';
import type { AccessionDoc, AwaitingDoc, IngestStore } from '../src/store';
import { buildAll, startReplay, visibleAccessions, type Visible } from './harness';

/**
 * The pipeline (in process, MongoDB and Kafka stood in for) against the realistic replay:
 * documents appear seconds after the index page, so filings offered at their index page must
 * wait for them — and be published once, with them, across a restart.
 */

/** The ingest store's MongoDB collections, in memory; survives a "restart" (a new Pipeline). */
class MemoryStore {
  readonly accessions = new Map<string, AccessionDoc>();
  readonly awaiting = new Map<string, AwaitingDoc>();
  async publishedAmong(accs: string[]) {
    return new Set(accs.filter((a) => this.accessions.get(a)?.state === 'published'));
  }
  async markProducing(d: Omit<AccessionDoc, 'state'>) {
    this.accessions.set(d._id, { ...d, state: 'producing' });
  }
  async markPublished(acc: string) {
    this.accessions.get(acc)!.state = 'published';
  }
  async saveAwaiting(d: AwaitingDoc) {
    this.awaiting.set(d._id, structuredClone(d));
  }
  async removeAwaiting(acc: string) {
    this.awaiting.delete(acc);
  }
  async loadAwaiting() {
    return [...this.awaiting.values()].map((d) => structuredClone(d));
  }
}

function recorder() {
  const lines: { level: string; message: string; meta?: Record<string, unknown> }[] = [];
  const log =
    (level: string) =>
    (message: string, meta?: Record<string, unknown>): void => {
      lines.push({ level, message, meta });
    };
  const logger = { info: log('info'), warn: log('warn'), error: log('error'), debug: log('debug') };
  return { lines, logger: logger as unknown as Logger };
}

/** Kafka's producer, recording each message with the time Kafka would have acked it. */
function producer(sent: { msg: RawFilingMessage; at: number; key: string }[]): Producer {
  return {
    send: async (r: { messages: { key: string; value: string }[] }) => {
      for (const m of r.messages) sent.push({ msg: JSON.parse(m.value), at: Date.now(), key: m.key });
      return [];
    },
  } as unknown as Producer;
}

const FAST: DocsWaitOptions = {
  firstPollMs: 500,
  pollFraction: 0.1,
  pollMinMs: 200,
  pollMaxMs: 1000,
  maxWaitMs: 2000,
  retryIntervalMs: 500,
  retryMaxAgeMs: 60_000,
};

async function waitFor(ok: () => boolean, ms: number, what: string) {
  const until = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('documents back-off', () => {
  it('starts at the first-poll offset, then polls at a share of the age within its bounds', () => {
    const o = { ...FAST, firstPollMs: 15_000, pollFraction: 0.08, pollMinMs: 1000, pollMaxMs: 15_000 };
    expect(nextDocsPoll(0, 3000, o)).toBe(15_000);
    expect(nextDocsPoll(0, 15_000, o)).toBe(16_200);
    expect(nextDocsPoll(0, 36_000, o)).toBe(36_000 + 2880);
    expect(nextDocsPoll(0, 600_000, o)).toBe(615_000);
    expect(nextDocsPoll(0, 5000, { ...o, firstPollMs: 0, pollFraction: 0.01 })).toBe(6000);
  });
});

describe('pipeline against the realistic replay: published only with documents', () => {
  let replay: Awaited<ReturnType<typeof startReplay>>;
  let filings: Visible[];
  const started: Pipeline[] = [];

  beforeAll(async () => {
    buildAll();
    // Documents of every filing 10 s after acceptance (σ 0): past the 2 s bound, so each one goes
    // through the retry queue first.
    // One a second: acceptance times (second precision on the index page) differ.
    replay = await startReplay([
      '--rate',
      '1',
      '--limit',
      '5',
      '--doc-delay',
      '10:0',
      '--feed-delay',
      '1:0',
      '--delay-scale',
      '1',
      '--start-delay-ms',
      '300',
    ]);
    filings = (await visibleAccessions(replay.url)).sort((a, b) => Date.parse(a.acceptedAt) - Date.parse(b.acceptedAt));
  });
  afterAll(async () => {
    for (const p of started) await p.stop();
    await replay.proc.stop();
  });

  /** A pipeline over the replay with a stand-in store and producer; one worker, so the order of
   * messages is the order the backlog drains. */
  const pipeline = (store: MemoryStore, sent: { msg: RawFilingMessage; at: number; key: string }[]) => {
    const metrics = createIngestMetrics();
    const { lines, logger } = recorder();
    const p = new Pipeline({
      client: new EdgarClient({ baseUrl: replay.url, userAgent: 'NES tests ops@nes-tests.org', maxRps: 100 }),
      store: store as unknown as IngestStore,
      producer: producer(sent),
      topic: 't',
      metrics,
      logger,
      concurrency: 1,
      maxPendingMs: 60_000,
      inlineDocBytes: 1 << 20,
      maxMessageBytes: 8 << 20,
      docsWait: FAST,
    });
    started.push(p);
    return { p, metrics, lines };
  };

  it('waits for late documents (retry queue, metric, log line), publishes each once with them, across a restart', async () => {
    const client = new EdgarClient({ baseUrl: replay.url, userAgent: 'NES tests ops@nes-tests.org', maxRps: 100 });
    const store = new MemoryStore();
    const sent: { msg: RawFilingMessage; at: number; key: string }[] = [];
    const make = () => pipeline(store, sent);
    await new Promise((r) =>
      setTimeout(r, Math.max(...filings.map((f) => Date.parse(f.acceptedAt))) - Date.now() + 50),
    );
    // Offered as the prober does: index page read (by the accession-only path), issuer CIK from it.
    const indexes = await Promise.all(
      filings.map(async (f) => ({
        accession: f.accession,
        cikHint: f.cik,
        index: (await client.getFilingIndex(f.cik, f.accession)) as FilingIndex & { url: string },
      })),
    );
    let run = make();
    run.p.start();
    // Newest first, as the feed lists them: the backlog must still drain oldest first.
    expect(await run.p.offer([...indexes].reverse(), 'index-probe')).toBe(filings.length);
    // Metadata recorded at once, before any document exists.
    expect([...store.awaiting.values()].map((d) => d.form_type).sort()).toEqual(filings.map((f) => f.formType).sort());
    const recorded = store.awaiting.get(filings[0]!.accession)!.accepted_at!.getTime();
    expect(Math.abs(recorded - Date.parse(filings[0]!.acceptedAt))).toBeLessThan(1000); // the index page has seconds
    await waitFor(() => run.p.awaiting.retry === filings.length, 5000, 'all in the retry queue');
    expect(sent).toHaveLength(0);
    expect((await run.metrics.retryQueued.get()).values[0]!.value).toBe(filings.length);
    expect(run.lines.filter((l) => /moved to the retry queue/.test(l.message))).toHaveLength(filings.length);
    expect([...store.awaiting.values()].every((d) => d.state === 'retry')).toBe(true);

    // Restart before the documents arrive: a new pipeline resumes from the store alone.
    await run.p.stop();
    run = make();
    expect(await run.p.restore()).toBe(filings.length);
    run.p.start();
    await waitFor(() => sent.length >= filings.length, 25_000, 'every filing published');
    await new Promise((r) => setTimeout(r, 1000));
    await run.p.stop();

    expect(sent.map((s) => s.msg.accession_number).sort()).toEqual(filings.map((f) => f.accession).sort());
    for (const { msg, at, key } of sent) {
      const f = filings.find((x) => x.accession === msg.accession_number)!;
      expect(at).toBeGreaterThanOrEqual(Date.parse(f.docsVisibleAt));
      expect(msg.documents.some((d) => d.content)).toBe(true);
      expect(msg.filing_url.startsWith('https://www.sec.gov/Archives/edgar/data/')).toBe(true);
      expect(key).toBe(f.cik);
    }
    expect(store.awaiting.size).toBe(0);
  }, 60_000);

  it('records every probe hit at once, acceptance time or not; a restart before any attempt resumes them', async () => {
    const client = new EdgarClient({ baseUrl: replay.url, userAgent: 'NES tests ops@nes-tests.org', maxRps: 100 });
    const store = new MemoryStore();
    const [f, g] = filings;
    await new Promise((r) => setTimeout(r, Math.max(0, Date.parse(g!.acceptedAt) - Date.now() + 50)));
    const index = async (v: Visible) =>
      (await client.getFilingIndex(v.cik, v.accession)) as FilingIndex & { url: string };
    // Not started: nothing is attempted, as when a backlog holds them or the process dies first.
    const first = pipeline(store, []);
    const offered = [
      { accession: f!.accession, cikHint: f!.cik, index: await index(f!) },
      // An index page whose acceptance time could not be read: due at once, recorded all the same.
      { accession: g!.accession, cikHint: g!.cik, index: { ...(await index(g!)), acceptedAt: undefined } },
    ];
    expect(await first.p.offer(offered, 'index-probe')).toBe(2);
    for (const v of [f!, g!])
      expect(store.awaiting.get(v.accession)).toMatchObject({ cik: v.cik, discovery_path: 'index-probe' });
    expect(await pipeline(store, []).p.restore()).toBe(2);
  });

  it('drains a backlog oldest acceptance first, whatever order it was offered in', async () => {
    const sent: { msg: RawFilingMessage; at: number; key: string }[] = [];
    const { p } = pipeline(new MemoryStore(), sent);
    // Newest first, as the feed lists them, all documents there: one backlog, due at once.
    const offered = [...filings]
      .reverse()
      .map((f) => ({ accession: f.accession, cikHint: f.cik, acceptedAt: new Date(f.acceptedAt) }));
    expect(await p.offer(offered, 'feed')).toBe(filings.length);
    p.start();
    await waitFor(() => sent.length >= filings.length, 20_000, 'every filing published');
    expect(sent.map((x) => x.msg.accession_number)).toEqual(filings.map((f) => f.accession));
  }, 30_000);
});

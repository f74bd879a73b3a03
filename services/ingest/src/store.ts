import { COLLECTIONS } from '@nes/contracts';
import type { FilingIndex } from '@nes/edgar';
import type { Collection, Db } from '@nes/platform';
import { ensureIndexes } from '@nes/platform';

/**
 * Durable dedupe by accession number. A filing is written 'producing' before it is sent to Kafka
 * and 'published' only after Kafka acknowledged it; after a crash the 'producing' ones are
 * reconciled against the topic (see recovery.ts). The _id (unique) is the accession number.
 */
export interface AccessionDoc {
  _id: string;
  state: 'producing' | 'published';
  cik: string;
  form_type: string;
  discovery_path: string;
  started_at: Date;
  published_at?: Date;
}

/**
 * A filing found (its index page read) whose documents EDGAR does not show yet. Written at
 * once on a probe hit — the metadata is known from the index page — or when the first attempt
 * finds no documents; removed when the filing is published. 'waiting': polled on the documents
 * back-off; 'retry': past the bound, in the retry queue. A restart resumes every one of them.
 */
export interface AwaitingDoc {
  _id: string;
  state: 'waiting' | 'retry';
  /** The party CIK whose folder holds the documents. */
  cik: string;
  form_type?: string;
  accepted_at?: Date;
  items?: string[];
  parties?: FilingIndex['parties'];
  /** The parsed index page (documents list, parties, acceptance), so polls need no second read. */
  index?: FilingIndex & { url: string };
  discovery_path: string;
  discovered_at: Date;
  /** Rounds in the retry queue. */
  retries: number;
  next_attempt_at: Date;
  queued_at?: Date;
  updated_at: Date;
}

export interface StateDoc {
  _id: string;
  value: unknown;
  updated_at: Date;
}

export const ACCESSIONS = COLLECTIONS.ingestAccessions;
export const STATE = COLLECTIONS.ingestState;
export const AWAITING = 'ingest_awaiting';

export class IngestStore {
  readonly accessions: Collection<AccessionDoc>;
  readonly state: Collection<StateDoc>;
  readonly awaiting: Collection<AwaitingDoc>;

  constructor(db: Db) {
    this.accessions = db.collection<AccessionDoc>(ACCESSIONS);
    this.state = db.collection<StateDoc>(STATE);
    this.awaiting = db.collection<AwaitingDoc>(AWAITING);
  }

  async init(): Promise<void> {
    await ensureIndexes(this.accessions, [{ key: { state: 1, started_at: 1 }, name: 'state_started' }]);
  }

  /** The accessions (of those given) already published. */
  async publishedAmong(accessions: string[]): Promise<Set<string>> {
    if (!accessions.length) return new Set();
    const docs = await this.accessions
      .find({ _id: { $in: accessions }, state: 'published' }, { projection: { _id: 1 } })
      .toArray();
    return new Set(docs.map((d) => d._id));
  }

  async markProducing(d: Omit<AccessionDoc, 'state' | 'published_at'>): Promise<void> {
    await this.accessions.updateOne(
      { _id: d._id },
      {
        $set: {
          state: 'producing',
          cik: d.cik,
          form_type: d.form_type,
          discovery_path: d.discovery_path,
          started_at: d.started_at,
        },
      },
      { upsert: true },
    );
  }

  async markPublished(accession: string): Promise<void> {
    await this.accessions.updateOne({ _id: accession }, { $set: { state: 'published', published_at: new Date() } });
  }

  async pendingProducing(): Promise<AccessionDoc[]> {
    return this.accessions.find({ state: 'producing' }).toArray();
  }

  async saveAwaiting(d: AwaitingDoc): Promise<void> {
    const { _id, ...rest } = d;
    await this.awaiting.updateOne({ _id }, { $set: rest }, { upsert: true });
  }

  async removeAwaiting(accession: string): Promise<void> {
    await this.awaiting.deleteOne({ _id: accession });
  }

  /** Every filing still waiting for its documents, oldest acceptance first. */
  async loadAwaiting(): Promise<AwaitingDoc[]> {
    const docs = await this.awaiting.find({}).toArray();
    const t = (d: AwaitingDoc) => (d.accepted_at ?? d.discovered_at).getTime();
    return docs.sort((a, b) => t(a) - t(b) || a._id.localeCompare(b._id));
  }

  async getState<T>(key: string): Promise<T | undefined> {
    const d = await this.state.findOne({ _id: key });
    return d?.value as T | undefined;
  }

  async setState(key: string, value: unknown): Promise<void> {
    await this.state.updateOne({ _id: key }, { $set: { value, updated_at: new Date() } }, { upsert: true });
  }
}

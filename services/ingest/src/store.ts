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

export interface StateDoc {
  _id: string;
  value: unknown;
  updated_at: Date;
}

export const ACCESSIONS = 'ingest_accessions';
export const STATE = 'ingest_state';

export class IngestStore {
  readonly accessions: Collection<AccessionDoc>;
  readonly state: Collection<StateDoc>;

  constructor(db: Db) {
    this.accessions = db.collection<AccessionDoc>(ACCESSIONS);
    this.state = db.collection<StateDoc>(STATE);
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

  async getState<T>(key: string): Promise<T | undefined> {
    const d = await this.state.findOne({ _id: key });
    return d?.value as T | undefined;
  }

  async setState(key: string, value: unknown): Promise<void> {
    await this.state.updateOne({ _id: key }, { $set: { value, updated_at: new Date() } }, { upsert: true });
  }
}

import { ConfigError } from '@nes/platform';
import { TOPICS, topicNames } from '@nes/contracts';
import { loadIngestConfig, rawFilingsTopic } from '../src/config';

const base = {
  EDGAR_USER_AGENT: 'Example Co ops@example.com',
  MONGODB_URI: 'mongodb://127.0.0.1:1',
  KAFKA_BROKERS: '127.0.0.1:1',
};

describe('ingest config: EDGAR request rate', () => {
  it('defaults to the fair-access limit of 10 requests/s', () => {
    expect(loadIngestConfig(base).EDGAR_MAX_RPS).toBe(10);
  });

  it('refuses more than 10 requests/s against www.sec.gov, naming the variable', () => {
    expect(() => loadIngestConfig({ ...base, EDGAR_MAX_RPS: '11' })).toThrow(ConfigError);
    expect(() => loadIngestConfig({ ...base, EDGAR_MAX_RPS: '11' })).toThrow(/EDGAR_MAX_RPS/);
  });

  it('refuses it when only the data host is SEC', () => {
    const env = {
      ...base,
      EDGAR_BASE_URL: 'http://127.0.0.1:8089',
      EDGAR_DATA_BASE_URL: 'https://data.sec.gov',
      EDGAR_MAX_RPS: '50',
    };
    expect(() => loadIngestConfig(env)).toThrow(/at most 10/);
  });

  it('allows a higher rate against a replay server of our own', () => {
    const env = { ...base, EDGAR_BASE_URL: 'http://127.0.0.1:8089', EDGAR_MAX_RPS: '200' };
    expect(loadIngestConfig(env).EDGAR_MAX_RPS).toBe(200);
  });
});

describe('ingest config: raw-filings topic', () => {
  it('is the contracts’ name under KAFKA_TOPIC_PREFIX, as enrich reads it', () => {
    expect(rawFilingsTopic(loadIngestConfig(base))).toBe(TOPICS.rawFilings);
    expect(rawFilingsTopic(loadIngestConfig({ ...base, KAFKA_TOPIC_PREFIX: 'e2e-7.' }))).toBe(
      topicNames('e2e-7.').rawFilings,
    );
    expect(rawFilingsTopic(loadIngestConfig({ ...base, KAFKA_TOPIC_PREFIX: 'e2e-7.' }))).toBe(
      `e2e-7.${TOPICS.rawFilings}`,
    );
  });

  it('INGEST_RAW_TOPIC overrides it', () => {
    expect(rawFilingsTopic(loadIngestConfig({ ...base, KAFKA_TOPIC_PREFIX: 'x.', INGEST_RAW_TOPIC: 'mine' }))).toBe(
      'mine',
    );
  });
});

/** Every Kafka topic name lives here, so data teams and services agree on one list. */
export const TOPICS = {
  /** Raw filings from ingest; key = issuer CIK (10 digits), so one company's filings stay in order. */
  rawFilings: 'edgar.filings.raw.v1',
  /** Every newly published event, same shape as the API's Event; key = event id. */
  publishedEvents: 'events.published.v1',
  /** Messages enrich could not process, with the reason in the body and headers. */
  deadLetters: 'edgar.filings.dead-letter.v1',
} as const;

export type TopicName = (typeof TOPICS)[keyof typeof TOPICS];

/** Partition counts the topics are created with; enrich's parallelism is bounded by rawFilings. */
export const TOPIC_PARTITIONS: Record<TopicName, number> = {
  [TOPICS.rawFilings]: 6,
  [TOPICS.publishedEvents]: 6,
  [TOPICS.deadLetters]: 1,
};

/** Raw filings carry (compressed) documents; the topic and producers allow messages this large. */
export const RAW_FILING_MAX_MESSAGE_BYTES = 8 * 1024 * 1024;

/**
 * Topic names with an optional prefix (env KAFKA_TOPIC_PREFIX): lets several environments or test
 * runs share one cluster without reading each other's messages. Empty prefix = the names above.
 */
export function topicNames(prefix = ''): { [K in keyof typeof TOPICS]: string } {
  return {
    rawFilings: `${prefix}${TOPICS.rawFilings}`,
    publishedEvents: `${prefix}${TOPICS.publishedEvents}`,
    deadLetters: `${prefix}${TOPICS.deadLetters}`,
  };
}

/** How each topic is created: partitions and, where documents travel, the message size it needs. */
export interface TopicSpec {
  topic: string;
  numPartitions: number;
  maxMessageBytes?: number;
}

/**
 * The three topics with their creation settings, under an optional prefix: the one list enrich's
 * start-up, the benchmarks and tests create topics from (dead letters carry a raw filing plus the
 * reason, hence twice its size).
 */
export function topicSpecs(prefix = ''): { [K in keyof typeof TOPICS]: TopicSpec } {
  const names = topicNames(prefix);
  return {
    rawFilings: {
      topic: names.rawFilings,
      numPartitions: TOPIC_PARTITIONS[TOPICS.rawFilings],
      maxMessageBytes: RAW_FILING_MAX_MESSAGE_BYTES,
    },
    publishedEvents: { topic: names.publishedEvents, numPartitions: TOPIC_PARTITIONS[TOPICS.publishedEvents] },
    deadLetters: {
      topic: names.deadLetters,
      numPartitions: TOPIC_PARTITIONS[TOPICS.deadLetters],
      maxMessageBytes: RAW_FILING_MAX_MESSAGE_BYTES * 2,
    },
  };
}

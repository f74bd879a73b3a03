import { RAW_FILING_MAX_MESSAGE_BYTES, TOPICS, topicNames, topicSpecs } from '@nes/contracts';

describe('topicSpecs', () => {
  it('creates the three topics under the prefix, raw filings and dead letters sized for documents', () => {
    const specs = topicSpecs('t1.');
    expect(specs.rawFilings).toEqual({
      topic: `t1.${TOPICS.rawFilings}`,
      numPartitions: 6,
      maxMessageBytes: RAW_FILING_MAX_MESSAGE_BYTES,
    });
    expect(specs.publishedEvents).toEqual({ topic: `t1.${TOPICS.publishedEvents}`, numPartitions: 6 });
    expect(specs.deadLetters.maxMessageBytes).toBeGreaterThan(RAW_FILING_MAX_MESSAGE_BYTES);
    expect(Object.values(specs).map((s) => s.topic)).toEqual(Object.values(topicNames('t1.')));
  });

  it('uses the contracts names as they are without a prefix', () => {
    expect(topicSpecs().deadLetters.topic).toBe(TOPICS.deadLetters);
  });
});

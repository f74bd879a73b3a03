import { inspectPlan } from '@nes/platform';

/** Explain replies as the two engines give them (trimmed to the fields the inspector reads). */
const documentdb = (plan: object) => ({
  queryPlanner: { Plan: plan },
  explainVersion: '1',
  serverInfo: { ferretdb: { version: 'v2.7.0' } },
  ok: 1,
});
const mongodb = (winningPlan: object, rejectedPlans: object[] = []) => ({
  queryPlanner: { winningPlan, rejectedPlans },
  ok: 1,
});

describe('inspectPlan', () => {
  it('DocumentDB: an ordered Index Scan under Limit walks an index; Sort or Seq Scan does not', () => {
    const ok = inspectPlan(
      documentdb({
        'Node Type': 'Limit',
        Plans: [{ 'Node Type': 'Index Scan', 'Index Name': 'q_ticker_published', 'Relation Name': 'documents_5' }],
      }),
    );
    expect(ok).toMatchObject({
      engine: 'documentdb',
      indexed: true,
      indexes: ['q_ticker_published'],
      nodes: ['Limit', 'Index Scan(q_ticker_published)'],
    });
    const sorted = inspectPlan(
      documentdb({
        'Node Type': 'Limit',
        Plans: [
          {
            'Node Type': 'Sort',
            Plans: [
              {
                'Node Type': 'Bitmap Heap Scan',
                Plans: [
                  {
                    'Node Type': 'BitmapOr',
                    Plans: [{ 'Node Type': 'Bitmap Index Scan', 'Index Name': 'q_published' }],
                  },
                ],
              },
            ],
          },
        ],
      }),
    );
    expect(sorted).toMatchObject({ indexed: false, problems: ['sort (Sort node)'] });
    const scan = inspectPlan(
      documentdb({ 'Node Type': 'Limit', Plans: [{ 'Node Type': 'Seq Scan', 'Relation Name': 'documents_5' }] }),
    );
    expect(scan.problems).toEqual(['collection scan (Seq Scan)', 'no index scan']);
  });

  it('MongoDB: IXSCAN / IDHACK without SORT walks an index; COLLSCAN or SORT does not; rejected plans are ignored', () => {
    const ix = {
      stage: 'LIMIT',
      inputStage: { stage: 'FETCH', inputStage: { stage: 'IXSCAN', indexName: 'q_published' } },
    };
    expect(inspectPlan(mongodb(ix, [{ stage: 'SORT', inputStage: { stage: 'COLLSCAN' } }]))).toMatchObject({
      engine: 'mongodb',
      indexed: true,
      indexes: ['q_published'],
    });
    expect(inspectPlan(mongodb({ stage: 'IDHACK' }))).toMatchObject({ indexed: true, indexes: ['_id_'] });
    // MongoDB 7 (SBE) nests the plan under queryPlan.
    expect(inspectPlan(mongodb({ queryPlan: ix, slotBasedPlan: { stages: '...' } }))).toMatchObject({ indexed: true });
    expect(
      inspectPlan(mongodb({ stage: 'SORT', inputStage: { stage: 'IXSCAN', indexName: 'ticker_upper' } })).problems,
    ).toEqual(['sort (SORT stage)']);
    expect(inspectPlan(mongodb({ stage: 'LIMIT', inputStage: { stage: 'COLLSCAN' } })).problems).toEqual([
      'collection scan (COLLSCAN)',
      'no index scan',
    ]);
  });

  it('an unknown reply is not taken for an indexed plan', () => {
    expect(inspectPlan({ ok: 1 })).toMatchObject({ engine: 'unknown', indexed: false });
  });
});

import { alertIntervals, type Series } from '../src/monitoring/alert-timeline';

const at = (...ts: number[]): [number, string][] => ts.map((t) => [t, '1']);

describe('ops:alerts: intervals from the ALERTS series', () => {
  it('splits a series at a gap, closes each run one step after its last sample, leaves a run reaching the end open', () => {
    const series: Series[] = [
      {
        metric: {
          __name__: 'ALERTS',
          alertname: 'ServiceDown',
          alertstate: 'firing',
          severity: 'page',
          job: 'query',
          instance: 'a:1',
        },
        values: at(100, 105, 110, 200, 205),
      },
      {
        metric: { __name__: 'ALERTS', alertname: 'BrokerUnreachable', alertstate: 'pending', service: 'enrich' },
        values: at(50, 55),
      },
    ];
    expect(alertIntervals(series, 5, 205)).toEqual([
      { alertname: 'BrokerUnreachable', labels: '{service="enrich"}', state: 'pending', from: 50, to: 60 },
      { alertname: 'ServiceDown', labels: '{instance="a:1",job="query"}', state: 'firing', from: 100, to: 115 },
      { alertname: 'ServiceDown', labels: '{instance="a:1",job="query"}', state: 'firing', from: 200, to: undefined },
    ]);
  });

  it('gives nothing for no series', () => {
    expect(alertIntervals([], 5, 100)).toEqual([]);
  });
});

import { createRegistry, startOpsServer } from '../src';

describe('ops server readiness gauge', () => {
  it('exports nes_dependency_up per /readyz check, 1 when it passes and 0 when it fails or hangs', async () => {
    const registry = createRegistry('ops-test');
    let kafkaUp = true;
    const ops = await startOpsServer({
      port: 0,
      host: '127.0.0.1',
      registry,
      checkTimeoutMs: 200,
      readiness: {
        mongodb: () => new Promise(() => undefined), // never answers: counts as down after the timeout
        kafka: async () => {
          if (!kafkaUp) throw new Error('broker down');
        },
      },
    });
    const scrape = async () => (await fetch(`http://127.0.0.1:${ops.port}/metrics`)).text();
    try {
      let text = await scrape();
      expect(text).toMatch(/^nes_dependency_up\{dependency="kafka",service="ops-test"\} 1$/m);
      expect(text).toMatch(/^nes_dependency_up\{dependency="mongodb",service="ops-test"\} 0$/m);
      kafkaUp = false;
      text = await scrape();
      expect(text).toMatch(/^nes_dependency_up\{dependency="kafka",service="ops-test"\} 0$/m);
    } finally {
      await ops.close();
    }
  });

  it('exports no gauge for a service without readiness checks', async () => {
    const registry = createRegistry('ops-test');
    const ops = await startOpsServer({ port: 0, host: '127.0.0.1', registry });
    try {
      expect(await (await fetch(`http://127.0.0.1:${ops.port}/metrics`)).text()).not.toContain('nes_dependency_up');
    } finally {
      await ops.close();
    }
  });
});

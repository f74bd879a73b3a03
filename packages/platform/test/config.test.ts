import { ConfigError, env, loadConfig } from '@nes/platform';

describe('loadConfig', () => {
  const spec = {
    PORT: env.int(8080, { min: 1, max: 65535 }),
    BROKERS: env.list(),
    BASE_URL: env.url('http://127.0.0.1:8089'),
    MODE: env.oneOf(['live', 'replay'] as const, 'replay'),
    VERBOSE: env.bool(false),
  };

  it('applies defaults and parses values', () => {
    const c = loadConfig(spec, { BROKERS: 'a:1, b:2', VERBOSE: 'yes', BASE_URL: 'https://www.sec.gov/' });
    expect(c).toEqual({
      PORT: 8080,
      BROKERS: ['a:1', 'b:2'],
      BASE_URL: 'https://www.sec.gov',
      MODE: 'replay',
      VERBOSE: true,
    });
    expect(Object.isFrozen(c)).toBe(true);
  });

  it('lists every bad variable in one error, naming each', () => {
    try {
      loadConfig(spec, { PORT: '99999', BASE_URL: 'ftp://x', MODE: 'fast', VERBOSE: 'maybe' });
      throw new Error('expected a ConfigError');
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      const problems = (e as ConfigError).problems;
      expect(problems).toHaveLength(5);
      expect(problems.join('\n')).toMatch(/PORT must be <= 65535/);
      expect(problems.join('\n')).toMatch(/BROKERS is required/);
      expect(problems.join('\n')).toMatch(/BASE_URL must use http: or https:/);
      expect(problems.join('\n')).toMatch(/MODE must be one of live, replay/);
      expect(problems.join('\n')).toMatch(/VERBOSE must be true or false/);
    }
  });

  it('rejects non-integers', () => {
    expect(() => loadConfig({ N: env.int() }, { N: '1.5' })).toThrow(/N must be an integer/);
  });
});

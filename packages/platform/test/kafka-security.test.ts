import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, kafkaConfig, kafkaSecurity, loadConfig } from '@nes/platform';

/** Kafka TLS and SASL from the environment, as every service reads it (kafkaConfig). */
const security = (env: Record<string, string>) => kafkaSecurity(loadConfig(kafkaConfig, env));

describe('Kafka TLS and SASL settings', () => {
  it('plaintext without credentials by default', () => {
    expect(security({})).toEqual({});
  });

  it('TLS with a private CA and a client certificate; SASL SCRAM with credentials', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kafka-tls-'));
    for (const f of ['ca.pem', 'cert.pem', 'key.pem']) writeFileSync(join(dir, f), `-----${f}-----`);
    expect(
      security({
        KAFKA_SSL: 'true',
        KAFKA_SSL_CA_FILE: join(dir, 'ca.pem'),
        KAFKA_SSL_CERT_FILE: join(dir, 'cert.pem'),
        KAFKA_SSL_KEY_FILE: join(dir, 'key.pem'),
        KAFKA_SASL_MECHANISM: 'scram-sha-512',
        KAFKA_SASL_USERNAME: 'enrich',
        KAFKA_SASL_PASSWORD: 's3cret',
      }),
    ).toEqual({
      ssl: { rejectUnauthorized: true, ca: ['-----ca.pem-----'], cert: '-----cert.pem-----', key: '-----key.pem-----' },
      sasl: { mechanism: 'scram-sha-512', username: 'enrich', password: 's3cret' },
    });
    expect(
      security({
        KAFKA_SSL: 'true',
        KAFKA_SASL_MECHANISM: 'plain',
        KAFKA_SASL_USERNAME: 'u',
        KAFKA_SASL_PASSWORD: 'p',
      }),
    ).toEqual({
      ssl: { rejectUnauthorized: true },
      sasl: { mechanism: 'plain', username: 'u', password: 'p' },
    });
  });

  it('refuses half a configuration, naming the variables', () => {
    expect(() => security({ KAFKA_SASL_MECHANISM: 'plain' })).toThrow(ConfigError);
    expect(() => security({ KAFKA_SASL_MECHANISM: 'plain' })).toThrow(/KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD/);
    expect(() => security({ KAFKA_SSL: 'true', KAFKA_SSL_CERT_FILE: '/x.pem' })).toThrow(/go together/);
    expect(() => security({ KAFKA_SSL: 'true', KAFKA_SSL_CA_FILE: '/no/such/ca.pem' })).toThrow(
      /KAFKA_SSL_CA_FILE cannot be read/,
    );
    expect(() => security({ KAFKA_SASL_MECHANISM: 'gssapi' })).toThrow(/KAFKA_SASL_MECHANISM/);
  });
});

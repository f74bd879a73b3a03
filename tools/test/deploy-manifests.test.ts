/**
 * docker-compose.yml, deploy/docker/Dockerfile and deploy/k8s cannot run here (no Docker engine,
 * no cluster), so they are held to the code by reading: the services they name exist, every
 * variable they set is read by that service's code, required variables are set, ports agree with
 * the code's defaults, topics agree with packages/contracts. The checks live in test/deploy/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TOPICS } from '@nes/contracts';
import {
  loadWorkspace,
  mentions,
  reads,
  stripComments,
  undeclaredRuntimeImports,
  ROOT,
} from '../../test/deploy/code-facts';
import {
  COMPOSE_FILE,
  K8S_BASE,
  K8S_KEDA,
  checkAppContainer,
  checkCompose,
  checkComposeEnvFile,
  checkDockerfile,
  checkKubernetes,
  checkTopicScript,
  interpolate,
  loadCompose,
  loadContext,
  loadKustomization,
  type Context,
} from '../../test/deploy/manifest-checks';

let ctx: Context;
beforeAll(() => {
  ctx = loadContext();
});
afterAll(() => {
  // Manifests run ahead of code: say what could not be checked yet, so nobody mistakes it for checked.
  if (ctx.pending.size)
    console.warn(`deploy manifests: not checked yet, code not written: ${[...ctx.pending].join(', ')}`);
});

const clone = <T>(v: T): T => structuredClone(v);
type Obj = Record<string, Record<string, unknown>>;

describe('deploy/docker/Dockerfile', () => {
  test('has a stage per service that installs its production deps, runs its main and exposes its ports', () => {
    expect(checkDockerfile(ctx)).toEqual([]);
  });
});

describe('docker-compose.yml', () => {
  test('agrees with the code: services, env variables, ports, commands, topics', () => {
    expect(checkCompose(ctx, loadCompose())).toEqual([]);
  });

  test('runs the three services from the Dockerfile and waits for its init jobs', () => {
    const services = loadCompose().services as Obj;
    for (const svc of ['ingest', 'enrich', 'query']) {
      expect(services[svc]?.build).toMatchObject({ dockerfile: 'deploy/docker/Dockerfile', target: svc });
      expect(services[svc]?.healthcheck).toBeDefined();
    }
    expect(services.enrich?.depends_on).toMatchObject({
      'kafka-init': { condition: 'service_completed_successfully' },
    });
    expect(services.query?.depends_on).toMatchObject({ mongo: { condition: 'service_healthy' } });
  });

  test('the demo env file only sets variables the compose file uses', () => {
    expect(
      checkComposeEnvFile('deploy/compose/demo.env', fs.readFileSync(path.join(ROOT, COMPOSE_FILE), 'utf8')),
    ).toEqual([]);
  });

  test('fails when a service is given a variable no code reads', () => {
    const compose = loadCompose();
    ((compose.services as Obj).enrich!.environment as Record<string, string>).ENRICH_TURBO_MODE = 'on';
    expect(checkCompose(ctx, compose)).toEqual([
      expect.stringMatching(/service enrich: sets ENRICH_TURBO_MODE, which no code of services\/enrich/),
    ]);
  });

  test('fails when a port disagrees with what the service listens on', () => {
    const compose = loadCompose();
    ((compose.services as Obj).enrich!.environment as Record<string, string>).METRICS_PORT = '9999';
    expect(checkCompose(ctx, compose).join('\n')).toMatch(/service enrich: listens on METRICS_PORT=9999/);
  });

  test('fails when it builds a target or runs a script that does not exist', () => {
    const compose = loadCompose();
    (compose.services as Obj).kafka!.build = {
      context: '.',
      dockerfile: 'deploy/docker/Dockerfile',
      target: 'notifier',
    };
    (compose.services as Obj).enrich!.command = ['node', 'services/enrich/dist/nope.js'];
    const problems = checkCompose(ctx, compose).join('\n');
    expect(problems).toMatch(/image target "notifier" is not a stage/);
    expect(problems).toMatch(/services\/enrich\/src\/nope\.ts does not exist/);
  });
});

describe('deploy/k8s', () => {
  test('the base agrees with the code: env from ConfigMaps and Secrets, ports, probes, autoscalers, topics', () => {
    expect(checkKubernetes(ctx, loadKustomization(K8S_BASE))).toEqual([]);
  });

  test('the KEDA overlay replaces the CPU autoscaler of enrich with a lag-based ScaledObject on its group and topic', () => {
    const bundle = loadKustomization(K8S_KEDA);
    expect(checkKubernetes(ctx, bundle)).toEqual([]);
    const scalers = bundle.resources.filter((r) =>
      ['HorizontalPodAutoscaler', 'ScaledObject'].includes(String(r.kind)),
    );
    expect(scalers.map((r) => `${String(r.kind)}/${(r.metadata as { name: string }).name}`).sort()).toEqual([
      'HorizontalPodAutoscaler/query',
      'ScaledObject/enrich',
    ]);
  });

  test('fails when a ConfigMap gives a service a variable no code reads', () => {
    const bundle = loadKustomization(K8S_BASE);
    bundle.configMaps.get('nes-enrich')!.set('ENRICH_SHARDS', '4');
    expect(checkKubernetes(ctx, bundle)).toEqual([
      expect.stringMatching(
        /Deployment enrich container enrich: sets ENRICH_SHARDS, which no code of services\/enrich/,
      ),
    ]);
  });

  test('fails when a Secret key a container needs is missing; an optional one (Kafka SASL credentials) may be', () => {
    const bundle = loadKustomization(K8S_BASE);
    const secret = [...bundle.secrets.keys()].find((k) => k.startsWith('nes-secrets'))!;
    for (const k of ['KAFKA_SASL_USERNAME', 'KAFKA_SASL_PASSWORD', 'MONGODB_URI'])
      bundle.secrets.get(secret)!.delete(k);
    const problems = checkKubernetes(ctx, bundle);
    expect(problems).toContainEqual(
      expect.stringMatching(/Deployment enrich container enrich: MONGODB_URI refers to missing Secret key/),
    );
    expect(problems.filter((p) => /KAFKA_SASL/.test(p))).toEqual([]);
  });

  test('fails when enrich may scale past the partitions of the raw-filings topic, or ingest stops being a single poller', () => {
    const bundle = loadKustomization(K8S_BASE);
    const hpa = bundle.resources.find(
      (r) => r.kind === 'HorizontalPodAutoscaler' && (r.metadata as { name: string }).name === 'enrich',
    )!;
    (hpa.spec as { maxReplicas: number }).maxReplicas = 12;
    const ingest = bundle.resources.find(
      (r) => r.kind === 'Deployment' && (r.metadata as { name: string }).name === 'ingest',
    )!;
    (ingest.spec as { replicas: number }).replicas = 2;
    const problems = checkKubernetes(ctx, clone(bundle)).join('\n');
    expect(problems).toMatch(
      new RegExp(`max 12 replicas of enrich > \\d+ partitions of ${TOPICS.rawFilings.replace(/\./g, '\\.')}`),
    );
    expect(problems).toMatch(/Deployment ingest: replicas 2, must be 1/);
  });
});

describe('the readers the checks rely on', () => {
  test('topic scripts are compared with the contracts', () => {
    expect(
      checkTopicScript('x', `kafka-topics.sh --create --topic ${TOPICS.rawFilings} --partitions 2`).join('\n'),
    ).toMatch(/with 2 partitions, contracts say/);
  });

  test('a variable counts as read only through code, not through a comment', () => {
    const src = stripComments(
      "// FOO_BAR is not read\nconst spec = { BAZ: env.int(3) };\nconst u = 'https://x'; // QUX\nprocess.env.QUUX;",
    );
    expect(['FOO_BAR', 'BAZ', 'QUX', 'QUUX'].map((n) => mentions(src, n))).toEqual([false, true, false, true]);
  });

  test('a platform variable is read only by a service that uses its config group', () => {
    const ws = loadWorkspace('services/enrich');
    expect(reads(ws, 'KAFKA_BROKERS')).toBe(/\bkafkaConfig\b/.test(ws.own));
    expect(reads({ ...ws, own: 'const spec = { ...commonConfig };', deps: '' }, 'KAFKA_BROKERS')).toBe(false);
    expect(reads({ ...ws, own: 'const spec = { ...commonConfig };', deps: '' }, 'LOG_LEVEL')).toBe(true);
  });

  test('an import the production install of an image would not provide is found', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nes-deploy-'));
    try {
      const write = (file: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.writeFileSync(path.join(root, file), text);
      };
      write('package.json', JSON.stringify({ workspaces: ['packages/*', 'services/*'] }));
      write('packages/lib/package.json', JSON.stringify({ name: '@x/lib', dependencies: { kafkajs: '2' } }));
      write(
        'packages/lib/src/index.ts',
        "import { Kafka } from 'kafkajs';\nimport type { Db } from 'mongodb';\nexport { Kafka };",
      );
      write('services/svc/package.json', JSON.stringify({ name: '@x/svc', dependencies: { '@x/lib': '1' } }));
      write(
        'services/svc/src/main.ts',
        "import fs from 'node:fs';\nimport path from 'path';\nimport { Kafka } from '@x/lib';\nimport express from 'express';",
      );
      expect(undeclaredRuntimeImports('services/svc', root)).toEqual([
        'express (imported by services/svc/src/main.ts)',
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  test('compose interpolation takes the defaults', () => {
    expect(interpolate('${EDGAR_DIR:-../shared/edgar}/reference $${x} ${UNSET}')).toBe(
      '../shared/edgar/reference ${x} ',
    );
  });

  test('a required variable left unset is reported', () => {
    const problems = checkAppContainer(
      {
        ...ctx,
        workspace: () => ({
          dir: 'services/query',
          own: 'const s = loadConfig({ CURSOR_SECRET: env.string() });',
          deps: '',
        }),
      },
      { label: 'x', target: 'query', env: {}, ports: [], command: [] },
    );
    expect(problems).toEqual(['x: does not set CURSOR_SECRET, which services/query requires (no default)']);
  });
});

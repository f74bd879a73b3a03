/**
 * Checks that hold docker-compose.yml, deploy/docker and deploy/k8s to the code: every service they
 * run exists, every variable they set is read by that service's code, required ones are set,
 * ports agree with the code's defaults, topics agree with packages/contracts. Each check returns
 * a list of problems (empty = fine), so a test can also prove that a broken manifest is caught.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { RAW_FILING_MAX_MESSAGE_BYTES, TOPICS, TOPIC_PARTITIONS } from '@nes/contracts';
import {
  ROOT,
  codeDefault,
  isWritten,
  loadWorkspace,
  reads,
  requiredVars,
  undeclaredRuntimeImports,
  workspaces,
  type Workspace,
} from './code-facts';
import { parseDockerfile, stageWorkspace, type Stage } from './dockerfile';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

export const DOCKERFILE = 'deploy/docker/Dockerfile';
export const COMPOSE_FILE = 'docker-compose.yml';
export const K8S_BASE = 'deploy/k8s/base';
export const K8S_KEDA = 'deploy/k8s/keda';

/** Compose's variable interpolation with every variable unset: `${X:-d}` → d, `${X}` → '', `$$` → `$`. */
export function interpolate(s: string): string {
  return s
    .split('$$')
    .map((part) =>
      part.replace(/\$\{(\w+)(?::?([-?])([^}]*))?\}/g, (_m, _name, op: string | undefined, def: string | undefined) =>
        op === '-' ? (def ?? '') : '',
      ),
    )
    .join('$');
}

/** What the code side needs: the Dockerfile stages and each workspace's sources, read once. */
export interface Context {
  stages: Map<string, Stage>;
  workspace(dir: string): Workspace;
  /** package name (@nes/x) → folder */
  workspaceDirs: Map<string, string>;
  /** Workspaces whose code does not exist yet (see isWritten): their containers were not checked. */
  pending: Set<string>;
}

export function loadContext(): Context {
  const cache = new Map<string, Workspace>();
  return {
    stages: parseDockerfile(path.join(ROOT, DOCKERFILE)),
    workspaceDirs: workspaces(),
    pending: new Set(),
    workspace(dir) {
      if (!cache.has(dir)) cache.set(dir, loadWorkspace(dir));
      return cache.get(dir)!;
    },
  };
}

/** The Dockerfile stage every deployable image is built from. */
export function checkDockerfile(ctx: Context): string[] {
  const problems: string[] = [];
  const text = fs.readFileSync(path.join(ROOT, DOCKERFILE), 'utf8');
  for (const dir of ctx.workspaceDirs.values()) {
    if (!text.includes(`COPY ${dir}/package.json ${dir}/`))
      problems.push(
        `${DOCKERFILE}: workspace ${dir} has no "COPY ${dir}/package.json ${dir}/" (npm would not link it)`,
      );
  }
  for (const target of ['ingest', 'enrich', 'query']) {
    const stage = ctx.stages.get(target);
    if (!stage) {
      problems.push(`${DOCKERFILE}: no stage "${target}"`);
      continue;
    }
    const wsName = stageWorkspace(stage);
    if (wsName !== `@nes/${target}`)
      problems.push(`${DOCKERFILE} stage ${target}: installs ${wsName ?? 'no workspace'}, expected @nes/${target}`);
    const cmd = stage.cmd ?? [];
    if (cmd[0] !== 'node' || cmd[1] !== `services/${target}/dist/main.js`)
      problems.push(
        `${DOCKERFILE} stage ${target}: CMD ${JSON.stringify(cmd)} is not ["node", "services/${target}/dist/main.js"]`,
      );
    if (!stage.runs.some((r) => r.includes('--omit=dev')))
      problems.push(`${DOCKERFILE} stage ${target}: installs dev dependencies`);
    const ws = ctx.workspace(`services/${target}`);
    if (!isWritten(ws)) {
      ctx.pending.add(ws.dir);
      continue;
    }
    problems.push(...checkScriptPaths(`${DOCKERFILE} stage ${target}`, cmd));
    for (const [name, value] of Object.entries(stage.env)) {
      if (['NODE_ENV', 'NODE_OPTIONS', 'NPM_FLAGS'].includes(name)) continue;
      if (!reads(ws, name))
        problems.push(`${DOCKERFILE} stage ${target}: ENV ${name} is read by no code of services/${target}`);
      const def = codeDefault(ws, name);
      if (def !== undefined && def !== value)
        problems.push(`${DOCKERFILE} stage ${target}: ENV ${name}=${value} but the code's default is ${def}`);
    }
    for (const portVar of ['METRICS_PORT', 'PORT']) {
      const port = stage.env[portVar] ?? codeDefault(ws, portVar);
      if (reads(ws, portVar) && port && !stage.expose.includes(port))
        problems.push(`${DOCKERFILE} stage ${target}: ${portVar} ${port} is not EXPOSEd`);
    }
  }
  // Each image installs only its workspace's declared production dependencies (npm ci -w): an
  // import that resolves in the dev tree only through hoisting would crash the container at start.
  for (const [target, stage] of ctx.stages) {
    const dir = ctx.workspaceDirs.get(stageWorkspace(stage) ?? '');
    if (!dir) continue;
    for (const missing of undeclaredRuntimeImports(dir))
      problems.push(
        `${DOCKERFILE} stage ${target}: ${dir} loads ${missing}, which no package.json of its production install declares`,
      );
  }
  const healthcheck = path.join(ROOT, 'deploy/docker/healthcheck.js');
  if (!fs.existsSync(healthcheck)) problems.push('deploy/docker/healthcheck.js is missing');
  return problems;
}

/** `node tools/dist/x/cli.js …` must have its source at tools/src/x/cli.ts; `/app/…` scripts must exist. */
function checkScriptPaths(label: string, command: string[]): string[] {
  const problems: string[] = [];
  for (const arg of command) {
    const dist = /^(?:\/app\/)?((?:services\/[\w-]+|packages\/[\w-]+|tools))\/dist\/(.+)\.js$/.exec(arg);
    if (dist) {
      const src = `${dist[1]}/src/${dist[2]}.ts`;
      if (!fs.existsSync(path.join(ROOT, src))) problems.push(`${label}: runs ${arg}, but ${src} does not exist`);
    } else if (arg.startsWith('/app/') && !fs.existsSync(path.join(ROOT, arg.slice(5)))) {
      problems.push(`${label}: runs ${arg}, but ${arg.slice(5)} is not in the repository`);
    }
  }
  return problems;
}

/** A container of one of our images, described the same way for compose and Kubernetes. */
export interface AppContainer {
  label: string;
  /** Dockerfile stage (image target). */
  target: string;
  /** Variables set for it, with their values where known. */
  env: Record<string, string | undefined>;
  /** Container ports it exposes (empty = not checked). */
  ports: string[];
  command: string[];
}

/** Env, required vars, ports and command of one container against the code of its workspace. */
export function checkAppContainer(ctx: Context, c: AppContainer): string[] {
  const problems: string[] = [];
  const stage = ctx.stages.get(c.target);
  if (!stage) return [`${c.label}: image target "${c.target}" is not a stage of ${DOCKERFILE}`];
  const wsName = stageWorkspace(stage);
  const dir = wsName && ctx.workspaceDirs.get(wsName);
  if (!dir) return [`${c.label}: stage ${c.target} installs no known workspace (${wsName})`];
  if (dir.startsWith('services/') && !fs.existsSync(path.join(ROOT, dir, 'src/main.ts')))
    problems.push(`${c.label}: ${dir}/src/main.ts does not exist`);
  const ws = ctx.workspace(dir);
  if (!isWritten(ws)) {
    ctx.pending.add(dir);
    return problems;
  }
  for (const name of Object.keys(c.env)) {
    if (!reads(ws, name))
      problems.push(`${c.label}: sets ${name}, which no code of ${dir} (or the platform config it uses) reads`);
  }
  for (const name of requiredVars(ws)) {
    if (!(name in c.env) && !(name in stage.env))
      problems.push(`${c.label}: does not set ${name}, which ${dir} requires (no default)`);
  }
  const effective = (name: string) => c.env[name] ?? stage.env[name] ?? codeDefault(ws, name);
  // The topic provisioning lines and the KEDA trigger name the unprefixed topics of the contracts.
  if (c.env.KAFKA_TOPIC_PREFIX)
    problems.push(`${c.label}: KAFKA_TOPIC_PREFIX is for tests; the provisioned topics and KEDA use unprefixed names`);
  if (c.ports.length) {
    for (const portVar of ['METRICS_PORT', 'PORT']) {
      if (!reads(ws, portVar)) continue;
      const port = effective(portVar);
      if (port && !c.ports.includes(port))
        problems.push(`${c.label}: listens on ${portVar}=${port}, but exposes ports ${c.ports.join(', ')}`);
    }
  }
  problems.push(...checkScriptPaths(c.label, c.command.length ? c.command : (stage.cmd ?? [])));
  return problems;
}

/** Topic creation lines (`--topic X --partitions N [--config max.message.bytes=M]`) against the contracts. */
export function checkTopicScript(label: string, script: string): string[] {
  const problems: string[] = [];
  const created = new Map<string, { partitions: number; maxBytes?: number }>();
  for (const line of script.split('\n')) {
    if (!line.includes('--create')) continue;
    const topic = /--topic\s+(\S+)/.exec(line)?.[1];
    const partitions = Number(/--partitions\s+(\d+)/.exec(line)?.[1]);
    const maxBytes = /max\.message\.bytes=(\d+)/.exec(line)?.[1];
    if (topic) created.set(topic, { partitions, maxBytes: maxBytes ? Number(maxBytes) : undefined });
  }
  for (const [topic, partitions] of Object.entries(TOPIC_PARTITIONS)) {
    const t = created.get(topic);
    if (!t) problems.push(`${label}: does not create topic ${topic}`);
    else if (t.partitions !== partitions)
      problems.push(`${label}: creates ${topic} with ${t.partitions} partitions, contracts say ${partitions}`);
  }
  for (const topic of created.keys()) {
    if (!(Object.values(TOPICS) as string[]).includes(topic))
      problems.push(`${label}: creates ${topic}, which is not in TOPICS`);
  }
  const raw = created.get(TOPICS.rawFilings);
  if (raw && raw.maxBytes !== RAW_FILING_MAX_MESSAGE_BYTES)
    problems.push(
      `${label}: ${TOPICS.rawFilings} max.message.bytes ${raw.maxBytes} ≠ RAW_FILING_MAX_MESSAGE_BYTES ${RAW_FILING_MAX_MESSAGE_BYTES}`,
    );
  return problems;
}

// ---------------------------------------------------------------- docker-compose.yml

export function loadCompose(file = path.join(ROOT, COMPOSE_FILE)): Obj {
  return obj(parse(fs.readFileSync(file, 'utf8'), { merge: true }));
}

function composeEnv(env: unknown): Record<string, string | undefined> {
  if (Array.isArray(env))
    return Object.fromEntries(
      env.map((e) => String(e).split(/=(.*)/s)).map(([k, v]) => [k!, v === undefined ? undefined : interpolate(v)]),
    );
  return Object.fromEntries(
    Object.entries(obj(env)).map(([k, v]) => [k, v === null ? undefined : interpolate(str(v))]),
  );
}

const containerPort = (p: unknown) =>
  typeof p === 'object' && p ? str((p as Obj).target) : interpolate(str(p)).split(':').pop()!.replace(/\/.*/, '');

export function checkCompose(ctx: Context, compose: Obj): string[] {
  const problems: string[] = [];
  const services = obj(compose.services);
  for (const [name, raw] of Object.entries(services)) {
    const svc = obj(raw);
    const label = `${COMPOSE_FILE} service ${name}`;
    for (const dep of Object.keys(
      Array.isArray(svc.depends_on)
        ? Object.fromEntries(arr(svc.depends_on).map((d) => [str(d), 1]))
        : obj(svc.depends_on),
    )) {
      if (!(dep in services)) problems.push(`${label}: depends_on unknown service ${dep}`);
    }
    const command = arr(svc.command).map((a) => interpolate(str(a)));
    if (svc.build) {
      const build = obj(svc.build);
      const dockerfile = path.join(
        ROOT,
        interpolate(str(build.context ?? '.')),
        interpolate(str(build.dockerfile ?? 'Dockerfile')),
      );
      if (!fs.existsSync(dockerfile)) {
        problems.push(`${label}: Dockerfile ${path.relative(ROOT, dockerfile)} does not exist`);
        continue;
      }
      if (path.relative(ROOT, dockerfile) !== DOCKERFILE) continue;
      const healthTest = arr(obj(svc.healthcheck).test).map(str);
      problems.push(...checkScriptPaths(`${label} healthcheck`, healthTest));
      problems.push(
        ...checkAppContainer(ctx, {
          label,
          target: str(build.target),
          env: composeEnv(svc.environment),
          ports: [...arr(svc.ports).map(containerPort), ...arr(svc.expose).map((p) => interpolate(str(p)))],
          command,
        }),
      );
    } else {
      const image = str(svc.image);
      if (!/^[\w./-]+:[\w.-]+$/.test(image) || image.endsWith(':latest'))
        problems.push(`${label}: image "${image}" is not pinned to a version tag`);
      if (command.join('\n').includes('kafka-topics.sh')) problems.push(...checkTopicScript(label, command.join('\n')));
    }
  }
  if (!Object.values(services).some((s) => arr(obj(s).command).some((c) => str(c).includes('kafka-topics.sh'))))
    problems.push(`${COMPOSE_FILE}: no service creates the Kafka topics`);
  return problems;
}

/** Every variable an env file for compose sets is used by docker-compose.yml. */
export function checkComposeEnvFile(file: string, composeText: string): string[] {
  return [...parseEnvFile(path.join(ROOT, file)).keys()]
    .filter((k) => k !== 'COMPOSE_PROFILES' && !composeText.includes(`\${${k}`))
    .map((k) => `${file}: sets ${k}, which ${COMPOSE_FILE} never uses`);
}

// ---------------------------------------------------------------- Kubernetes (kustomize)

export function parseEnvFile(file: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (m) out.set(m[1]!, m[2]!);
  }
  return out;
}

export interface K8sBundle {
  /** The overlay as `kubectl kustomize` renders it. */
  resources: Obj[];
  /** ConfigMap generator name (the content hash dropped) → data. */
  configMaps: Map<string, Map<string, string>>;
  /** Secret generator name → keys (secrets.env is git-ignored: rendered from its .example). */
  secrets: Map<string, Set<string>>;
}

/** A generated ConfigMap/Secret's name without kustomize's content-hash suffix (nes-kafka-dmg28k22dc → nes-kafka). */
const generatorName = (name: string) => name.replace(/-[a-z0-9]{10}$/, '');

/**
 * Renders an overlay with the real `kubectl kustomize` (the same render scripts/check-k8s-schemas.sh
 * validates against the Kubernetes schemas), from a copy of deploy/ where each git-ignored secrets.env
 * is its .example.
 */
export function loadKustomization(dir: string): K8sBundle {
  const bundle: K8sBundle = { resources: [], configMaps: new Map(), secrets: new Map() };
  for (const doc of parseAllDocuments(render(dir))) {
    const r = obj(doc.toJSON());
    const name = generatorName(str(obj(r.metadata).name));
    if (r.kind === 'ConfigMap')
      bundle.configMaps.set(name, new Map(Object.entries(obj(r.data)).map(([k, v]) => [k, str(v)])));
    else if (r.kind === 'Secret') bundle.secrets.set(name, new Set(Object.keys(obj(r.data))));
    else bundle.resources.push({ ...r, __file: dir });
  }
  return bundle;
}

const rendered = new Map<string, string>();
/** kubectl kustomize's output for an overlay, once per test file (the checks' tests mutate copies). */
function render(dir: string): string {
  const cached = rendered.get(dir);
  if (cached !== undefined) return cached;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'nes-k8s-'));
  try {
    fs.cpSync(path.join(ROOT, 'deploy/k8s'), path.join(tmp, 'deploy/k8s'), { recursive: true });
    const secretsEnv = path.join(tmp, 'deploy/k8s/base/secrets.env');
    if (!fs.existsSync(secretsEnv)) fs.copyFileSync(`${secretsEnv}.example`, secretsEnv);
    const text = execFileSync('kubectl', ['kustomize', path.join(tmp, dir)], { encoding: 'utf8' });
    rendered.set(dir, text);
    return text;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

const byKind = (b: K8sBundle, kind: string) => b.resources.filter((r) => r.kind === kind);
const nameOf = (r: Obj) => str(obj(r.metadata).name);
const podSpec = (r: Obj) => obj(obj(obj(r.spec).template).spec);
const matches = (selector: Obj, labels: Obj) => Object.entries(selector).every(([k, v]) => labels[k] === v);

/** Resolves a container's env (envFrom ConfigMaps + env entries) and checks the references exist. */
function containerEnv(b: K8sBundle, label: string, c: Obj, problems: string[]): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = {};
  for (const from of arr(c.envFrom).map(obj)) {
    const cmName = str(obj(from.configMapRef).name);
    if (!cmName) continue;
    const cm = b.configMaps.get(generatorName(cmName));
    if (!cm) problems.push(`${label}: envFrom unknown ConfigMap ${cmName}`);
    cm?.forEach((v, k) => (env[k] = v));
  }
  for (const e of arr(c.env).map(obj)) {
    const vf = obj(e.valueFrom);
    const secret = obj(vf.secretKeyRef);
    const cmRef = obj(vf.configMapKeyRef);
    if (secret.name) {
      // optional: true (Kafka SASL credentials): the pod starts without the key, as Kubernetes does.
      if (secret.optional !== true && !b.secrets.get(generatorName(str(secret.name)))?.has(str(secret.key)))
        problems.push(`${label}: ${str(e.name)} refers to missing Secret key ${str(secret.name)}/${str(secret.key)}`);
      env[str(e.name)] = undefined;
    } else if (cmRef.name) {
      const v = b.configMaps.get(generatorName(str(cmRef.name)))?.get(str(cmRef.key));
      if (v === undefined)
        problems.push(`${label}: ${str(e.name)} refers to missing ConfigMap key ${str(cmRef.name)}/${str(cmRef.key)}`);
      env[str(e.name)] = v;
    } else env[str(e.name)] = str(e.value);
  }
  return env;
}

function portNumber(c: Obj, port: unknown): string {
  const named = arr(c.ports)
    .map(obj)
    .find((p) => p.name === port);
  return named ? str(named.containerPort) : str(port);
}

export function checkKubernetes(ctx: Context, b: K8sBundle): string[] {
  const problems: string[] = [];
  const workloads = [...byKind(b, 'Deployment'), ...byKind(b, 'Job')];
  const deployments = byKind(b, 'Deployment');
  const ourImage = (image: string) => /^nes\/([\w-]+)(?::[\w.-]+)?$/.exec(image)?.[1];

  for (const w of workloads) {
    const spec = podSpec(w);
    for (const c of [...arr(spec.initContainers), ...arr(spec.containers)].map(obj)) {
      const label = `${str(w.__file)} ${str(w.kind)} ${nameOf(w)} container ${str(c.name)}`;
      const image = str(c.image);
      const target = ourImage(image);
      const env = containerEnv(b, label, c, problems);
      if (!target) {
        if (!/^[\w./-]+:[\w.-]+$/.test(image) || image.endsWith(':latest'))
          problems.push(`${label}: image "${image}" is not pinned to a version tag`);
        const script = [...arr(c.command), ...arr(c.args)].map(str).join('\n');
        if (script.includes('kafka-topics.sh')) problems.push(...checkTopicScript(label, script));
        continue;
      }
      if (!/:[\w.-]+$/.test(image))
        problems.push(`${label}: image nes/${target} has no tag (set by the kustomization's images)`);
      if (target === 'reference-data') {
        if (!fs.existsSync(path.join(ROOT, 'deploy/docker/reference-data.Dockerfile')))
          problems.push(`${label}: deploy/docker/reference-data.Dockerfile is missing`);
        continue;
      }
      const ports = arr(c.ports).map((p) => str(obj(p).containerPort));
      problems.push(...checkAppContainer(ctx, { label, target, env, ports, command: arr(c.command).map(str) }));
      if (w.kind === 'Deployment') {
        const metricsPort = portNumber(c, 'metrics');
        for (const [probe, wanted] of [
          ['livenessProbe', '/healthz'],
          ['readinessProbe', '/readyz'],
        ] as const) {
          const get = obj(obj(c[probe]).httpGet);
          if (get.path !== wanted) problems.push(`${label}: ${probe} is not GET ${wanted}`);
          if (portNumber(c, get.port) !== metricsPort || !metricsPort)
            problems.push(`${label}: ${probe} does not probe the metrics port`);
        }
        const res = obj(c.resources);
        if (!obj(res.requests).cpu || !obj(res.requests).memory || !obj(res.limits).memory)
          problems.push(`${label}: needs cpu+memory requests and a memory limit`);
      }
    }
  }

  for (const s of byKind(b, 'Service')) {
    const selector = obj(obj(s.spec).selector);
    const target = deployments.find((d) => matches(selector, obj(obj(obj(d.spec).template).metadata).labels as Obj));
    if (!target) {
      problems.push(`Service ${nameOf(s)}: selects no Deployment`);
      continue;
    }
    const containers = arr(podSpec(target).containers).map(obj);
    for (const p of arr(obj(s.spec).ports).map(obj)) {
      const tp = p.targetPort ?? p.port;
      if (
        !containers.some((c) =>
          arr(c.ports).some((cp) => obj(cp).name === tp || str(obj(cp).containerPort) === str(tp)),
        )
      )
        problems.push(`Service ${nameOf(s)}: targetPort ${str(tp)} is no container port of ${nameOf(target)}`);
    }
  }
  for (const pdb of byKind(b, 'PodDisruptionBudget')) {
    const sel = obj(obj(obj(pdb.spec).selector).matchLabels);
    if (!deployments.some((d) => matches(sel, obj(obj(obj(d.spec).template).metadata).labels as Obj)))
      problems.push(`PodDisruptionBudget ${nameOf(pdb)}: selects no Deployment`);
  }

  const rawPartitions = TOPIC_PARTITIONS[TOPICS.rawFilings];
  const scalers = [...byKind(b, 'HorizontalPodAutoscaler'), ...byKind(b, 'ScaledObject')];
  for (const h of scalers) {
    const targetName = str(obj(obj(h.spec).scaleTargetRef).name);
    if (!deployments.some((d) => nameOf(d) === targetName))
      problems.push(`${str(h.kind)} ${nameOf(h)}: scales unknown Deployment ${targetName}`);
    const max = Number(obj(h.spec).maxReplicas ?? obj(h.spec).maxReplicaCount);
    if (targetName === 'enrich' && !(max <= rawPartitions))
      problems.push(
        `${str(h.kind)} ${nameOf(h)}: max ${max} replicas of enrich > ${rawPartitions} partitions of ${TOPICS.rawFilings}`,
      );
    if (targetName === 'ingest')
      problems.push(`${str(h.kind)} ${nameOf(h)}: ingest is a single poller and must not autoscale`);
  }
  const scaled = (name: string) => scalers.some((h) => str(obj(obj(h.spec).scaleTargetRef).name) === name);
  for (const name of ['enrich', 'query']) if (!scaled(name)) problems.push(`${name}: no autoscaler`);

  const ingest = deployments.find((d) => nameOf(d) === 'ingest');
  if (!ingest) problems.push('no Deployment ingest');
  else {
    const spec = obj(ingest.spec);
    if (spec.replicas !== 1)
      problems.push(`Deployment ingest: replicas ${str(spec.replicas)}, must be 1 (single active poller)`);
    if (obj(spec.strategy).type !== 'Recreate')
      problems.push('Deployment ingest: strategy must be Recreate (never two pollers at once)');
  }
  for (const name of ['ingest', 'enrich', 'query'])
    if (!deployments.some((d) => nameOf(d) === name)) problems.push(`no Deployment ${name}`);

  for (const so of byKind(b, 'ScaledObject')) {
    const enrich = deployments.find((d) => nameOf(d) === 'enrich');
    const c = enrich && obj(arr(podSpec(enrich).containers)[0]);
    const env = c ? containerEnv(b, 'enrich', c, []) : {};
    const groupId = env.ENRICH_GROUP_ID ?? codeDefault(ctx.workspace('services/enrich'), 'ENRICH_GROUP_ID');
    for (const t of arr(obj(so.spec).triggers)
      .map(obj)
      .filter((t) => t.type === 'kafka')) {
      const md = obj(t.metadata);
      if (md.topic !== TOPICS.rawFilings)
        problems.push(`ScaledObject ${nameOf(so)}: topic ${str(md.topic)} ≠ ${TOPICS.rawFilings}`);
      if (md.consumerGroup !== groupId)
        problems.push(
          `ScaledObject ${nameOf(so)}: consumerGroup ${str(md.consumerGroup)} ≠ enrich's group id ${groupId}`,
        );
      if (md.bootstrapServers !== env.KAFKA_BROKERS)
        problems.push(
          `ScaledObject ${nameOf(so)}: bootstrapServers ${str(md.bootstrapServers)} ≠ KAFKA_BROKERS ${env.KAFKA_BROKERS}`,
        );
    }
  }
  return problems;
}

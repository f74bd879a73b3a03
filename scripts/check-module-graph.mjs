// The module graph, checked from the syntax of every source, test and benchmark file (TypeScript's
// parser, no type checking: about a second): no export that nothing uses, and no import circle —
// type-only imports included, which import/no-cycle (eslint.config.mjs) leaves out: a circle of
// types is how a shared type ends up in the wrong file. `npm run lint` runs it; exit 1 lists
// what it found. `--root <dir>` checks another tree (test/lint/module-graph.test.ts).
//
// An export is used when another file imports it (by name, through `export … from` and
// `export *` chains, from a package's index by `@nes/<name>`, by `require` of a built dist/ file)
// or its own file refers to it. `import * as`, `import()` and a `require` not destructured use
// every export of the module. Tests count as users: a helper only tests call is still alive.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const argRoot = process.argv.indexOf('--root');
const ROOT = path.resolve(argRoot > 0 ? process.argv[argRoot + 1] : path.join(import.meta.dirname, '..'));
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', '.cache', '.local-stack', 'coverage']);
// Files that break the rules on purpose (lint probes): neither checked nor counted as users.
const SKIP_PATHS = ['test/lint/fixtures/'];
const EXT = /\.(ts|js|mjs|cjs)$/;

function walk(dir, out = []) {
  for (const d of fs.readdirSync(dir, { withFileTypes: true })) {
    if (d.name.startsWith('.') && d.name !== '.') continue;
    const p = path.join(dir, d.name);
    const rel = path.relative(ROOT, p);
    if (SKIP_PATHS.some((s) => `${rel}/`.startsWith(s) || rel.startsWith(s))) continue;
    if (d.isDirectory()) {
      if (!SKIP_DIRS.has(d.name)) walk(p, out);
    } else if (EXT.test(d.name) && !d.name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

/** Workspace package names (@nes/x) → their folder. */
const workspaces = new Map();
for (const parent of ['packages', 'services', '.']) {
  const base = path.join(ROOT, parent);
  if (!fs.existsSync(base)) continue;
  const names = parent === '.' ? ['tools'] : fs.readdirSync(base);
  for (const n of names) {
    const pj = path.join(base, n, 'package.json');
    if (fs.existsSync(pj)) workspaces.set(JSON.parse(fs.readFileSync(pj, 'utf8')).name, path.join(base, n));
  }
}

const files = walk(ROOT);
const known = new Set(files);

function asFile(p) {
  for (const c of [
    p,
    `${p}.ts`,
    path.join(p, 'index.ts'),
    p.replace(/\.js$/, '.ts'),
    `${p}.js`,
    path.join(p, 'index.js'),
  ])
    if (known.has(c)) return c;
  return undefined;
}

/** The source file an import names, or undefined for a library (node:, npm) or an unknown path. */
function resolve(from, spec) {
  let target;
  if (spec.startsWith('.')) target = path.resolve(path.dirname(from), spec);
  else {
    const m = /^(@nes\/[^/]+)(\/.*)?$/.exec(spec);
    const dir = m && workspaces.get(m[1]);
    if (!dir) return undefined;
    target = path.join(dir, m[2] ? m[2].slice(1) : 'src/index.ts');
  }
  // A built file stands for its source: <workspace>/dist/x.js → <workspace>/src/x.ts.
  const dist = /^(.*)\/dist(\/.*)?$/.exec(target);
  if (dist) target = `${dist[1]}/src${(dist[2] ?? '/index').replace(/\.js$/, '')}`;
  return asFile(target);
}

/** Per file: its exports, forwards, imports (with names or '*') and the names it refers to. */
const mods = new Map();
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS,
  );
  const m = { local: new Map(), named: new Map(), stars: [], imports: [], edges: new Set(), refs: new Map() };
  mods.set(file, m);
  const declNames = new Set();
  const use = (target, names) => {
    if (!target) return;
    m.imports.push({ target, names });
    m.edges.add(target);
  };
  const line = (n) => sf.getLineAndCharacterOfPosition(n.getStart()).line + 1;
  const isExported = (n) => ts.getModifiers?.(n)?.some((x) => x.kind === ts.SyntaxKind.ExportKeyword);
  const visit = (n) => {
    if (ts.isImportDeclaration(n) && ts.isStringLiteral(n.moduleSpecifier)) {
      const c = n.importClause;
      const names = [];
      let all = false;
      if (c?.name) names.push('default');
      if (c?.namedBindings && ts.isNamespaceImport(c.namedBindings)) all = true;
      else if (c?.namedBindings) for (const e of c.namedBindings.elements) names.push((e.propertyName ?? e.name).text);
      use(resolve(file, n.moduleSpecifier.text), all ? '*' : names);
    } else if (ts.isExportDeclaration(n) && n.moduleSpecifier && ts.isStringLiteral(n.moduleSpecifier)) {
      const target = resolve(file, n.moduleSpecifier.text);
      if (target) m.edges.add(target);
      if (!n.exportClause) m.stars.push(target);
      else if (ts.isNamespaceExport(n.exportClause)) m.named.set(n.exportClause.name.text, { target, name: '*' });
      else
        for (const e of n.exportClause.elements)
          m.named.set(e.name.text, { target, name: (e.propertyName ?? e.name).text });
      return;
    } else if (ts.isExportDeclaration(n) && n.exportClause && ts.isNamedExports(n.exportClause)) {
      for (const e of n.exportClause.elements) {
        m.local.set(e.name.text, { line: line(e), local: (e.propertyName ?? e.name).text });
        declNames.add(e.name);
        if (e.propertyName) declNames.add(e.propertyName);
      }
      return;
    } else if (ts.isExportAssignment(n)) {
      m.local.set('default', { line: line(n) });
    } else if (ts.isCallExpression(n) && n.arguments.length === 1 && ts.isStringLiteral(n.arguments[0])) {
      const isRequire = ts.isIdentifier(n.expression) && n.expression.text === 'require';
      if (isRequire || n.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const p = n.parent;
        const names =
          isRequire && ts.isVariableDeclaration(p) && ts.isObjectBindingPattern(p.name)
            ? p.name.elements.map((e) => (e.propertyName ?? e.name).getText())
            : '*';
        use(resolve(file, n.arguments[0].text), names);
      }
    } else if (ts.isImportTypeNode(n) && ts.isLiteralTypeNode(n.argument) && ts.isStringLiteral(n.argument.literal)) {
      use(resolve(file, n.argument.literal.text), n.qualifier ? [n.qualifier.getText().split('.')[0]] : '*');
    } else if (isExported(n)) {
      const def = ts.getModifiers(n).some((x) => x.kind === ts.SyntaxKind.DefaultKeyword);
      if (ts.isVariableStatement(n)) {
        for (const d of n.declarationList.declarations)
          if (ts.isIdentifier(d.name)) {
            m.local.set(d.name.text, { line: line(d) });
            declNames.add(d.name);
          }
      } else if (n.name && ts.isIdentifier(n.name)) {
        m.local.set(def ? 'default' : n.name.text, { line: line(n), local: n.name.text });
        declNames.add(n.name);
      }
    }
    if (ts.isIdentifier(n) && !declNames.has(n)) m.refs.set(n.text, (m.refs.get(n.text) ?? 0) + 1);
    ts.forEachChild(n, visit);
  };
  visit(sf);
}

// What other files use, followed through re-exports to the file that declares it.
const used = new Set();
function markUsed(file, name, seen = new Set()) {
  const key = `${file}\0${name}`;
  if (!file || seen.has(key)) return;
  seen.add(key);
  const m = mods.get(file);
  if (!m) return;
  if (name === '*') {
    for (const n of m.local.keys()) used.add(`${file}\0${n}`);
    for (const [n, f] of m.named) {
      markUsed(f.target, f.name, seen);
      used.add(`${file}\0${n}`);
    }
    for (const s of m.stars) markUsed(s, '*', seen);
    return;
  }
  if (m.local.has(name)) return void used.add(key);
  const f = m.named.get(name);
  if (f) return void markUsed(f.target, f.name, seen);
  for (const s of m.stars) markUsed(s, name, seen);
}
for (const m of mods.values())
  for (const i of m.imports) for (const n of i.names === '*' ? ['*'] : i.names) markUsed(i.target, n);

const rel = (f) => path.relative(ROOT, f);
// Only what a source or benchmark file exports can be dead; a test's exports are its helpers.
const checked = (f) => /(^|\/)(src|bench)\//.test(rel(f)) && f.endsWith('.ts');
const dead = [];
for (const [file, m] of mods) {
  if (!checked(file)) continue;
  for (const [name, e] of m.local) {
    if (used.has(`${file}\0${name}`)) continue;
    if ((m.refs.get(e.local ?? name) ?? 0) > 0) continue; // used in its own file: kept as it is
    dead.push(`${rel(file)}:${e.line} ${name}`);
  }
}

// Import circles, type-only imports included (Tarjan's strongly connected components).
const circles = [];
{
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const strong = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of mods.get(v).edges) {
      if (!mods.has(w)) continue;
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const comp = [];
      for (let w; w !== v;) {
        w = stack.pop();
        on.delete(w);
        comp.push(w);
      }
      if (comp.length > 1 || mods.get(v).edges.has(v)) circles.push(comp.map(rel).sort());
    }
  };
  for (const f of mods.keys()) if (!idx.has(f)) strong(f);
}

for (const d of dead.sort()) console.log(`dead export (nothing imports it, its file does not use it): ${d}`);
for (const c of circles) console.log(`import circle: ${c.join(' ↔ ')}`);
if (dead.length || circles.length) {
  console.log(`module graph: ${dead.length} dead exports, ${circles.length} import circles (${files.length} files)`);
  process.exit(1);
}

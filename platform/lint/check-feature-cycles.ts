// Features may use each other's public face, but never in a circle: two features that import
// each other (directly or through others) can no longer be understood, tested or moved apart.
// ESLint sees one file at a time, so this check reads every app's feature folders at once.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE_FILE = /\.(ts|tsx)$/;
const IMPORT_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

export interface FeatureCycle {
  app: string;
  /** Feature names in import order; the last imports the first. */
  features: string[];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE_FILE.test(name) ? [full] : [];
  });
}

function featureOf(file: string, featuresDir: string): string | null {
  const relative = path.relative(featuresDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0] ?? null;
}

/** Edges feature → features it imports, for one app's src/features. */
export function featureImportGraph(appDir: string): Map<string, Set<string>> {
  const featuresDir = path.join(appDir, 'src', 'features');
  const graph = new Map<string, Set<string>>();
  if (!existsSync(featuresDir)) return graph;
  for (const file of sourceFiles(featuresDir)) {
    const from = featureOf(file, featuresDir);
    if (!from) continue;
    const targets = graph.get(from) ?? new Set<string>();
    graph.set(from, targets);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT_SPECIFIER)) {
      if (!specifier?.startsWith('.')) continue;
      const to = featureOf(path.resolve(path.dirname(file), specifier), featuresDir);
      if (to && to !== from) targets.add(to);
    }
  }
  return graph;
}

/** Every elementary loop is not needed: one cycle per strongly connected group is enough to act on. */
export function findCycles(graph: Map<string, Set<string>>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): void => {
    state.set(node, 'visiting');
    stack.push(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (state.get(next) === 'visiting') cycles.push(stack.slice(stack.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

export function findFeatureCycles(rootDir: string): FeatureCycle[] {
  return readdirSync(rootDir)
    .filter((name) => name === 'shell' || name.startsWith('mfe-'))
    .flatMap((app) => findCycles(featureImportGraph(path.join(rootDir, app))).map((features) => ({ app, features })));
}

if (require.main === module) {
  const cycles = findFeatureCycles(path.resolve(__dirname, '../..'));
  for (const { app, features } of cycles) {
    console.error(`${app}: features import each other in a circle: ${[...features, features[0]].join(' → ')}`);
  }
  if (cycles.length > 0) process.exit(1);
  console.log('no cycles between feature folders');
}

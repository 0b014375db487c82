// npx tsx scripts/import-cycles.ts [--list]: fails (exit 1) on any import cycle among the modules of src/ and machines/
// (issue 30), type imports included; a lazy `import()` (a game loaded by the list) is not an edge. Prints each cycle's
// files, or with --list every strongly connected group's size. A short scanner rather than dependency-cruiser or
// madge: both read TypeScript through the compiler's JavaScript API, which TypeScript 7's native compiler (the
// project's) no longer has; the imports here are plain `import … from '…'` and `export … from '…'` statements.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Every static import or re-export's specifier in a module's text (type-only ones included). */
export function importsOf(text: string): string[] {
  const out: string[] = [];
  const statement = /(?:^|\n)[ \t]*(?:import|export)[ \t]+(?:type[ \t]+)?(?:[^'";]*?[ \t\n}*]from[ \t]*)?['"]([^'"\n]+)['"]/g;
  for (let m = statement.exec(text); m; m = statement.exec(text)) out.push(m[1]);
  return out;
}

/** The modules below `dir`, tests and type declarations left out. */
export function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names (`./x` as x.ts, x.tsx or x/index.ts), or null for a package or an asset. */
function resolveSpecifier(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** The import graph of `files`: each file's imported files among them. */
export function importGraph(files: string[], read: (file: string) => string = (f) => readFileSync(f, 'utf8')): Map<string, string[]> {
  const known = new Set(files);
  return new Map(files.map((file) => [file, [...new Set(importsOf(read(file)).map((s) => resolveSpecifier(file, s)).filter((f): f is string => f !== null && known.has(f)))]]));
}

/** Groups of files that import each other round a cycle (Tarjan's strongly connected components of size > 1, or a
 *  file that imports itself). */
export function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found.sort((a, b) => b.length - a.length);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'machines'))];
  const found = cycles(importGraph(files));
  const name = (f: string) => relative(ROOT, f);
  if (found.length === 0) {
    process.stdout.write(`import cycles: none among ${files.length} modules of src/ and machines/\n`);
  } else {
    process.stdout.write(`import cycles: ${found.length} (${found.map((g) => `${g.length} files`).join(', ')}) among ${files.length} modules\n`);
    if (!process.argv.includes('--list')) for (const group of found) process.stdout.write(`- ${group.map(name).join('\n  ')}\n`);
    process.exitCode = 1;
  }
}

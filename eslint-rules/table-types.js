// The types of the few table names a query takes from a variable (`selectFrom(tables[kind])`,
// `for (const table of [...] as const)`), read with TypeScript's checker. One program is kept for
// the whole lint run and grows by the files that need it, reusing every file it already parsed, so
// the files that name their tables as literals (nearly all) cost nothing here.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Every feature's tables.ts under `dir`. */
export function tablesFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tablesFiles(full);
    return entry.name === 'tables.ts' ? [full] : [];
  });
}

let state;

function setup(root) {
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  const parsedOptions = ts.convertCompilerOptionsFromJson(config.config?.compilerOptions ?? {}, root).options;
  // Only what a table name's type needs: the language's own library, no DOM, no @types, and our
  // own modules only (a package's types are `any` here; no table name comes from a package).
  const options = { ...parsedOptions, noEmit: true, lib: ['lib.es2024.d.ts'], types: [], skipLibCheck: true };
  const host = ts.createCompilerHost(options, true);
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  host.resolveModuleNameLiterals = (literals, containingFile) =>
    literals.map((literal) => {
      const name = literal.text;
      if (!name.startsWith('.') && !name.startsWith('~/') && !name.startsWith('#tests/')) return { resolvedModule: undefined };
      const resolved = ts.resolveModuleName(name, containingFile, options, host, cache).resolvedModule;
      return { resolvedModule: resolved && !resolved.isExternalLibraryImport ? resolved : undefined };
    });
  // Each file parsed once for the run; a linted file from the text ESLint holds.
  const parsed = new Map();
  const texts = new Map();
  const readFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const override = texts.get(fileName);
    const known = parsed.get(fileName);
    if (known && (override === undefined || known.text === override)) return known;
    const file =
      override === undefined ? readFile(fileName, languageVersion, onError, shouldCreate) : ts.createSourceFile(fileName, override, languageVersion, true);
    if (file) parsed.set(fileName, file);
    return file;
  };
  // Every feature's tables.ts, so `keyof Database` holds every table (each merges its own in).
  const roots = new Set(tablesFiles(path.join(root, 'app/features')).map((file) => file.split(path.sep).join('/')));
  return { options, host, texts, roots, program: undefined };
}

function programFor(root, fileName, text) {
  state ??= setup(root);
  const normalized = ts.sys.resolvePath(fileName).split(path.sep).join('/');
  // The text being linted, not the file on disk (which may differ, or not exist in a test).
  const changed = state.texts.get(normalized) !== text;
  state.texts.set(normalized, text);
  if (!state.program || changed || !state.roots.has(normalized)) {
    state.roots.add(normalized);
    state.program = ts.createProgram({ rootNames: [...state.roots], options: state.options, host: state.host, oldProgram: state.program });
  }
  return { program: state.program, sourceFile: state.program.getSourceFile(normalized) };
}

function nodeAt(sourceFile, start, end) {
  let found;
  const visit = (node) => {
    if (node.getStart(sourceFile) <= start && node.getEnd() >= end) {
      if (node.getStart(sourceFile) === start && node.getEnd() === end) found = node;
      ts.forEachChild(node, visit);
    }
  };
  visit(sourceFile);
  return found;
}

/**
 * The table names an expression may hold, by its type: `{ names }` when its type is one string
 * literal or a union of them, `{ unknown: true }` when it is a string whose values the type does
 * not list, `undefined` when it is no string at all (a subquery, a callback).
 */
export function tableNamesOf(context, node) {
  const root = context.cwd;
  const { program, sourceFile } = programFor(root, context.filename, context.sourceCode.text);
  if (!sourceFile) return { unknown: true };
  const expression = nodeAt(sourceFile, node.range[0], node.range[1]);
  if (!expression) return { unknown: true };
  const checker = program.getTypeChecker();
  const type = checker.getTypeAtLocation(expression);
  const parts = type.isUnion() ? type.types : [type];
  if (parts.every((part) => part.isStringLiteral())) return { names: parts.map((part) => part.value) };
  if (parts.some((part) => part.flags & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral | ts.TypeFlags.StringLiteral | ts.TypeFlags.Any))) {
    return { unknown: true };
  }
  return undefined;
}

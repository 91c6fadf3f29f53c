// No value-import cycle in app/ and server/: a module that, through the modules it imports, comes
// back to itself. Type-only imports (`import type`, `export type … from`, or every name marked
// `type`) are erased at build time and cannot cycle at run time; dynamic `import()` can, and counts.
//
// The lint run keeps one graph of our own modules: each is read once with TypeScript's parser
// (imports only, no types) and its specifiers resolved as tsconfig.json resolves them, packages
// left out (nothing in node_modules imports our modules back). An import is in a cycle when the
// module it reaches can reach the importing file again. A module read earlier is read again when
// its file changed since, so a long-lived ESLint (an editor's) follows edits.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

let state;

function setup(root) {
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent({ compilerOptions: config.config?.compilerOptions ?? {} }, ts.sys, root);
  return { root, options, cache: ts.createModuleResolutionCache(root, (name) => name, options), modules: new Map() };
}

function isTypeOnly(statement) {
  if (ts.isImportDeclaration(statement)) {
    const clause = statement.importClause;
    if (!clause) return false;
    if (clause.isTypeOnly) return true;
    const bindings = clause.namedBindings;
    return (
      !clause.name && !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly)
    );
  }
  const clause = statement.exportClause;
  if (statement.isTypeOnly) return true;
  return !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((element) => element.isTypeOnly);
}

/** The specifiers a module's text imports at run time: static imports and re-exports, and `import()` anywhere. */
function valueSpecifiers(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      if (!isTypeOnly(statement)) specifiers.push(statement.moduleSpecifier.text);
    }
  }
  if (text.includes('import(')) {
    const visit = (node) => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
        specifiers.push(node.arguments[0].text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return specifiers;
}

const CODE = new Set([ts.Extension.Ts, ts.Extension.Tsx, ts.Extension.Js, ts.Extension.Jsx, ts.Extension.Mts, ts.Extension.Mjs]);

/** Our own module a specifier names from `fileName`, or undefined for a package, a declaration file or data. */
function resolve(specifier, fileName) {
  const resolved = ts.resolveModuleName(specifier, fileName, state.options, ts.sys, state.cache).resolvedModule;
  if (!resolved || resolved.isExternalLibraryImport || !CODE.has(resolved.extension)) return undefined;
  return path.resolve(resolved.resolvedFileName);
}

/** The modules `fileName` imports at run time, read from `text` when given (the text being linted), else from disk. */
function importsOf(fileName, text) {
  let stamp;
  try {
    stamp = statSync(fileName).mtimeMs;
  } catch {
    if (text === undefined) return [];
  }
  const known = state.modules.get(fileName);
  if (known && (text === undefined ? known.stamp === stamp : known.text === text)) return known.imports;
  const source = text ?? readFileSync(fileName, 'utf8');
  const imports = valueSpecifiers(fileName, source).flatMap((specifier) => {
    const target = resolve(specifier, fileName);
    return target ? [{ specifier, target }] : [];
  });
  state.modules.set(fileName, { stamp, text: source, imports });
  return imports;
}

/** Whether `from` leads back to `to`; what it visits without finding `to` joins `clear`, the modules known not to. */
function leadsTo(from, to, clear) {
  const visited = new Set([from]);
  const queue = [from];
  while (queue.length > 0) {
    for (const { target } of importsOf(queue.pop())) {
      if (target === to) return true;
      if (visited.has(target) || clear.has(target)) continue;
      visited.add(target);
      queue.push(target);
    }
  }
  for (const module of visited) clear.add(module);
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids a module from importing, at run time, a module that leads back to it.' },
    schema: [],
    messages: { cycle: "Dependency cycle detected: '{{specifier}}' leads back to this module." },
  },
  create(context) {
    if (state?.root !== context.cwd) state = setup(context.cwd);
    const fileName = path.resolve(context.filename);
    const nodes = new Map();
    const remember = (node) => {
      if (node.source?.type === 'Literal' && typeof node.source.value === 'string' && !nodes.has(node.source.value)) nodes.set(node.source.value, node);
    };
    return {
      ImportDeclaration: remember,
      ExportNamedDeclaration: remember,
      ExportAllDeclaration: remember,
      ImportExpression: remember,
      'Program:exit'(program) {
        const clear = new Set();
        for (const { specifier, target } of importsOf(fileName, context.sourceCode.text)) {
          if (target === fileName || clear.has(target) || !leadsTo(target, fileName, clear)) continue;
          context.report({ node: nodes.get(specifier) ?? program, messageId: 'cycle', data: { specifier } });
        }
      },
    };
  },
};

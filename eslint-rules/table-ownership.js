// A feature's tables are its own: it is the only one that queries them. Who owns a table is read
// from each feature's tables.ts (the `interface Database { … }` it merges into ~/lib/db-schema);
// the tables declared in app/lib/db-schema.ts are infrastructure that any feature may use.
// Another feature asks the owner through its functions; routes and components never query.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tableNamesOf, tablesFiles } from './table-types.js';

const QUERY_METHODS = new Set([
  'selectFrom',
  'insertInto',
  'replaceInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'innerJoinLateral',
  'leftJoinLateral',
]);
const RAW_TABLE = /\b(?:from|join|into|update)\s+"?([a-z_][a-z0-9_]*)"?/gi;

function declaredTables(file) {
  const source = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '');
  const block = /interface Database\s*\{([^}]*)\}/.exec(source);
  return block ? [...block[1].matchAll(/^\s*(\w+)\s*:/gm)].map((match) => match[1]) : [];
}

/** Table name (as Kysely sees it, camelCase) → owning feature, or 'lib' for shared tables. */
export function readTableOwners(root) {
  const owners = new Map();
  const featuresDir = path.join(root, 'app/features');
  for (const file of tablesFiles(featuresDir)) {
    const feature = path.relative(featuresDir, file).split(path.sep)[0];
    for (const table of declaredTables(file)) owners.set(table, feature);
  }
  for (const table of declaredTables(path.join(root, 'app/lib/db-schema.ts'))) owners.set(table, 'lib');
  return owners;
}

const camel = (snake) => snake.replace(/_([a-z0-9])/g, (_, letter) => letter.toUpperCase());

/** Where a file sits: the feature it belongs to, or 'outside' for routes, components and the server. */
function placeOf(filename, root) {
  const relative = path.relative(root, filename).split(path.sep).join('/');
  const feature = /^app\/features\/([^/]+)\//.exec(relative);
  if (feature) return feature[1];
  if (/^app\/lib\//.test(relative)) return 'lib';
  return 'outside';
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'A table is queried only by the feature that declares it in its tables.ts.' },
    messages: {
      foreign:
        "'{{table}}' belongs to features/{{owner}}: ask it through a function of features/{{owner}}, not by querying its table from features/{{feature}}.",
      libForeign: "'{{table}}' belongs to features/{{owner}}: lib/ queries only the tables declared in lib/db-schema.ts.",
      outside: "'{{table}}' is queried outside a feature: SQL lives in app/features/{{owner}}; call a function of it.",
      variable:
        'A table named by a variable must be typed as the names it may hold (a union of string literals, `as const`), so the lint can see that each is a table of {{place}}.',
    },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const owners = (readTableOwners.cache ??= readTableOwners(root));
    const here = placeOf(context.filename, root);

    function check(node, name) {
      const table = camel(name)
        .trim()
        .split(/\s+as\s+/i)[0]
        .split('.')
        .pop();
      const owner = owners.get(table);
      if (!owner || owner === 'lib' || owner === here) return;
      const messageId = here === 'outside' ? 'outside' : here === 'lib' ? 'libForeign' : 'foreign';
      context.report({ node, messageId, data: { table, owner, feature: here } });
    }

    function checkArgument(argument) {
      if (!argument) return;
      if (argument.type === 'Literal') {
        if (typeof argument.value === 'string') check(argument, argument.value);
        return;
      }
      if (argument.type === 'ArrayExpression') {
        for (const element of argument.elements) checkArgument(element);
        return;
      }
      // A callback (a subquery, a join's conditions) names no table itself.
      if (argument.type === 'ArrowFunctionExpression' || argument.type === 'FunctionExpression') return;
      if (argument.type === 'TemplateLiteral' && argument.expressions.length === 0) {
        check(argument, argument.quasis[0].value.cooked);
        return;
      }
      // Kysely's `query.as('alias')`: a subquery, whose own tables were checked where it was built.
      if (argument.type === 'CallExpression' && argument.callee.type === 'MemberExpression' && argument.callee.property.name === 'as') return;
      // Anything else (a variable, `tables[kind]`, a condition) is read by its type.
      const names = tableNamesOf(context, argument);
      if (!names) return;
      if (names.unknown) {
        const place = here === 'outside' || here === 'lib' ? 'lib/db-schema.ts' : `features/${here}`;
        context.report({ node: argument, messageId: 'variable', data: { place } });
        return;
      }
      for (const name of names.names) check(argument, name);
    }

    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        const method = callee.property.name;
        if (QUERY_METHODS.has(method)) checkArgument(node.arguments[0]);
        // sql.table('name') inside raw SQL.
        if (method === 'table' && callee.object.type === 'Identifier' && callee.object.name === 'sql') checkArgument(node.arguments[0]);
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
        for (const quasi of node.quasi.quasis) {
          for (const match of quasi.value.cooked.matchAll(RAW_TABLE)) check(quasi, camel(match[1]));
        }
      },
    };
  },
};

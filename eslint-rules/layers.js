// The import rules of app/ (docs/decisions/0012-domain-layout.md), at any depth of folders. Routes
// compose everything; features import lib, content, components and the features before them in
// the order given; components import lib, content and other components; lib imports content;
// content imports nothing of ours. A file reaches outside its own area (a feature's folder, lib/,
// components/, content/) only as `~/…`, never by a relative path, so every import says which layer
// it reaches. server/ (the Express server, the API handlers, the services) composes the app as
// routes do: it may import any area, as `~/…` only, and nothing in app/ imports it.
import path from 'node:path';

/** The area a path lies in: `features/leads`, `lib`, `components`, `content`, `routes`, …, `server`. */
function areaOf(relative) {
  const parts = relative.split('/');
  if (parts[0] === 'server' && parts.length >= 2) return 'server';
  if (parts[0] !== 'app' || parts.length < 3) return undefined;
  return parts[1] === 'features' ? `features/${parts[2]}` : parts[1];
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the layers of app/ importing in one direction.' },
    schema: [{ type: 'object', properties: { features: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: {
      lib: 'lib/ is infrastructure: it imports no feature, component or route.',
      components: 'Components import no feature or route: pass what they show as props.',
      content: 'Content is the company’s words and facts: it imports nothing of the application.',
      laterFeature: 'features/{{feature}} may import only {{allowed}} (in that direction): compose later features in a route.',
      unknownFeature: 'features/{{target}} is not in the list of features in eslint.config.js: add it where it belongs in the order.',
      route: 'Features never import routes.',
      server: 'app/ never imports server/: the server composes the app, not the other way round.',
      relative: 'Import from outside this folder as ~/…: a relative path out of it hides which layer it reaches.',
    },
  },
  create(context) {
    const root = context.cwd;
    const features = context.options[0]?.features ?? [];
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const here = areaOf(file);
    if (!here || /\.test\.tsx?$/.test(file)) return {};

    function checkSource(node) {
      const specifier = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;
      if (!specifier) return;
      let target;
      if (specifier.startsWith('~/')) target = `app/${specifier.slice(2)}`;
      else if (specifier.startsWith('.')) target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      else return;
      const there = areaOf(target) ?? target.split('/').slice(0, 2).join('/');
      if (specifier.startsWith('.') && there !== here) {
        context.report({ node, messageId: 'relative' });
        return;
      }
      if (there === here) return;
      if (there === 'server') {
        context.report({ node, messageId: 'server' });
        return;
      }
      // Routes and the server compose every other area.
      if (here === 'routes' || here === 'server') return;
      const targetLayer = there.startsWith('features/') ? 'features' : there;
      if (here === 'lib' && ['features', 'components', 'routes'].includes(targetLayer)) context.report({ node, messageId: 'lib' });
      else if (here === 'components' && ['features', 'routes'].includes(targetLayer)) context.report({ node, messageId: 'components' });
      else if (here === 'content' && ['features', 'components', 'routes', 'lib'].includes(targetLayer)) context.report({ node, messageId: 'content' });
      else if (here.startsWith('features/')) {
        if (targetLayer === 'routes') context.report({ node, messageId: 'route' });
        if (targetLayer !== 'features') return;
        const feature = here.slice('features/'.length);
        const target = there.slice('features/'.length);
        const rank = features.indexOf(feature);
        const targetRank = features.indexOf(target);
        if (targetRank < 0 || rank < 0) context.report({ node, messageId: 'unknownFeature', data: { target: targetRank < 0 ? target : feature } });
        else if (targetRank > rank) {
          context.report({ node, messageId: 'laterFeature', data: { feature, allowed: features.slice(0, rank).join(', ') || 'no other feature' } });
        }
      }
    }

    return {
      ImportDeclaration: (node) => checkSource(node.source),
      ExportNamedDeclaration: (node) => checkSource(node.source),
      ExportAllDeclaration: (node) => checkSource(node.source),
      ImportExpression: (node) => checkSource(node.source),
    };
  },
};

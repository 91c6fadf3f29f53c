// Screens build their buttons from the UI kit (app/components/ui, decision 0047): a class string
// that paints the primary button by hand (the brand or accent fill with its hover colour) is
// refused outside the kit, so copies of the kit's button do not come back one screen at a time.

/** The fills a hand-written primary button repeats, each with the hover colour that makes it a button. */
const PRIMARY_FILLS = [
  ['bg-brand-700', 'hover:bg-brand-800'],
  ['bg-accent-500', 'hover:bg-accent-400'],
];

function paintsPrimaryButton(text) {
  const classes = new Set(text.split(/\s+/));
  return PRIMARY_FILLS.some(([fill, hover]) => classes.has(fill) && classes.has(hover));
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Refuses a hand-written primary-button class string outside the UI kit.' },
    schema: [],
    messages: {
      primaryButton: "A hand-written primary button: use the UI kit's Button, ButtonLink or buttonClasses (~/components/ui/button) instead of its classes.",
    },
  },
  create(context) {
    const check = (node, text) => {
      if (typeof text === 'string' && paintsPrimaryButton(text)) context.report({ node, messageId: 'primaryButton' });
    };
    return {
      Literal(node) {
        check(node, node.value);
      },
      TemplateLiteral(node) {
        check(node, node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' '));
      },
    };
  },
};

// The company profile's editor posts the whole profile as one form whose field names are paths
// into it (`team.0.role.es`, `priceList.window-repair.1.price`). These helpers read such a form
// back into a tree of the strings as typed, and carry out the list buttons (add, remove, move up,
// move down) on that tree, so the buttons work the same with and without JavaScript: each is a
// submit button whose value names what it does, and the answer is the form again, changed.

/** The form's values as typed: strings, in objects and arrays shaped like the profile. */
export type FormTree = { [key: string]: FormValue };
export type FormValue = string | FormTree | FormValue[];

/** How many items a list of the form may hold; a posted index beyond it is refused. */
export const MAX_LIST_ITEMS = 200;
const MAX_DEPTH = 6;
const SEGMENT = /^(?:[A-Za-z][\w-]{0,63}|\d{1,3})$/;
/** Names every object has through its prototype: a path through them would write into Object.prototype. */
const INHERITED = new Set(['constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString']);

/** Whether a posted field name is one the editor could have written: a short path of names and small indexes. */
export function isEditorFieldName(name: string): boolean {
  const segments = name.split('.');
  return (
    segments.length <= MAX_DEPTH &&
    segments.every((segment) => SEGMENT.test(segment) && !INHERITED.has(segment) && (!/^\d/.test(segment) || Number(segment) < MAX_LIST_ITEMS))
  );
}

/** A key's value only when the object itself holds it, never what it inherits. */
function own(node: Record<string, FormValue> | FormValue[], key: string): FormValue | undefined {
  return Object.hasOwn(node, key) ? (node as Record<string, FormValue>)[key] : undefined;
}

const isIndex = (segment: string) => /^\d+$/.test(segment);

/** The posted fields as a tree: numeric segments make arrays (holes closed up, order kept), the rest objects. */
export function readFormTree(entries: Iterable<[string, FormDataEntryValue]>): FormTree {
  const root: FormTree = {};
  for (const [name, value] of entries) {
    if (typeof value !== 'string' || !isEditorFieldName(name)) continue;
    const segments = name.split('.');
    const leaf = segments.pop() ?? '';
    let node: Record<string, FormValue> = root;
    let usable = true;
    for (const [i, key] of segments.entries()) {
      const wantArray = isIndex(segments[i + 1] ?? leaf);
      const slot = own(node, key);
      if (slot === undefined) {
        const child: FormTree | FormValue[] = wantArray ? [] : {};
        node[key] = child;
        node = child as Record<string, FormValue>;
      } else if (typeof slot === 'string' || Array.isArray(slot) !== wantArray) {
        usable = false;
        break;
      } else {
        node = slot as Record<string, FormValue>;
      }
    }
    // A name posted twice (a checkbox beside its hidden default) keeps the last.
    const previous = own(node, leaf);
    if (usable && (previous === undefined || typeof previous === 'string')) node[leaf] = value;
  }
  return compact(root) as FormTree;
}

/** Arrays built from indexes may have holes (an item removed in the browser): close them up. */
function compact(value: FormValue): FormValue {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(compact);
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, compact(child)]));
}

/** A list button: `add:team`, `remove:team.2`, `up:priceList.window-repair.1`, `down:closures.0`. */
export type ListIntent = { op: 'add'; list: string } | { op: 'remove' | 'up' | 'down'; list: string; index: number };

export function readListIntent(value: FormDataEntryValue | null): ListIntent | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(add|remove|up|down):([\w.-]{1,200})$/.exec(value);
  const path = match?.[2] ?? '';
  if (!match || !isEditorFieldName(path)) return undefined;
  const op = match[1] as ListIntent['op'];
  if (op === 'add') return { op, list: path };
  const cut = path.lastIndexOf('.');
  if (cut < 0 || !isIndex(path.slice(cut + 1))) return undefined;
  return { op, list: path.slice(0, cut), index: Number(path.slice(cut + 1)) };
}

/** The list at `path` in the tree, made if missing (an emptied list posts nothing). */
function listAt(tree: FormTree, path: string): FormValue[] | undefined {
  const segments = path.split('.');
  let node: FormValue = tree;
  for (const [i, key] of segments.entries()) {
    if (typeof node === 'string') return undefined;
    const container = node as Record<string, FormValue>;
    const next = segments[i + 1];
    const child = own(container, key) ?? (next === undefined || isIndex(next) ? [] : {});
    container[key] = child;
    node = child;
  }
  return Array.isArray(node) ? node : undefined;
}

/**
 * Carries out a list button on the tree (changing it) and says where the item now is, so the
 * page can put focus there; `blank` makes a new item. Undefined when the list or item is not there.
 */
export function applyListIntent(tree: FormTree, intent: ListIntent, blank: (list: string) => FormValue): { focus: string } | undefined {
  const list = listAt(tree, intent.list);
  if (!list) return undefined;
  if (intent.op === 'add') {
    if (list.length >= MAX_LIST_ITEMS) return undefined;
    list.push(blank(intent.list));
    return { focus: `${intent.list}.${list.length - 1}` };
  }
  const { index } = intent;
  if (index >= list.length) return undefined;
  if (intent.op === 'remove') {
    list.splice(index, 1);
    return { focus: intent.list };
  }
  const to = intent.op === 'up' ? index - 1 : index + 1;
  if (to < 0 || to >= list.length) return { focus: `${intent.list}.${index}` };
  const [item] = list.splice(index, 1);
  if (item !== undefined) list.splice(to, 0, item);
  return { focus: `${intent.list}.${to}` };
}

/** The string at a path of the tree, '' when there is none. */
export function textAt(tree: FormValue | undefined, path: string): string {
  let node: FormValue | undefined = tree;
  for (const segment of path.split('.')) {
    if (node === undefined || typeof node === 'string') return '';
    node = own(node, segment);
  }
  return typeof node === 'string' ? node : '';
}

/** The items of the list at a path of the tree, [] when there is none. */
export function itemsAt(tree: FormValue | undefined, path: string): FormValue[] {
  let node: FormValue | undefined = tree;
  for (const segment of path.split('.')) {
    if (node === undefined || typeof node === 'string') return [];
    node = own(node, segment);
  }
  return Array.isArray(node) ? node : [];
}

/** Dollars as typed ("1,250", "$89.50") in cents; NaN when it is not an amount. */
export function dollarsToCents(text: string): number {
  const clean = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return Number.NaN;
  return Math.round(Number(clean) * 100);
}

/** Cents as the price field shows them: "89", "89.50". */
export function centsToDollars(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

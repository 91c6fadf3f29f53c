import { describe, expect, it } from 'vitest';
import { applyListIntent, centsToDollars, dollarsToCents, isEditorFieldName, readFormTree, readListIntent, textAt } from './form-values';

const form = (pairs: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of pairs) data.append(name, value);
  return data;
};

describe('reading the editor form', () => {
  it('builds the profile’s shape from the field names, lists in the order posted, with holes closed up', () => {
    const tree = readFormTree(
      form([
        ['phone', '(305) 555-0142'],
        ['insurance.en', 'Fully insured'],
        ['insurance.es', 'Totalmente asegurados'],
        ['team.0.name', 'Ana'],
        ['team.2.name', 'Luis'],
        ['priceList.window-repair.0.price', '89.50'],
        ['priceList.window-repair.0.includes.en.1', 'Hinges'],
      ]).entries(),
    );
    expect(tree).toEqual({
      phone: '(305) 555-0142',
      insurance: { en: 'Fully insured', es: 'Totalmente asegurados' },
      team: [{ name: 'Ana' }, { name: 'Luis' }],
      priceList: { 'window-repair': [{ price: '89.50', includes: { en: ['Hinges'] } }] },
    });
  });

  it('refuses names no editor field has: huge indexes, deep paths, odd characters', () => {
    expect(isEditorFieldName('team.199.name')).toBe(true);
    expect(isEditorFieldName('team.200.name')).toBe(false);
    expect(isEditorFieldName('team.99999999.name')).toBe(false);
    expect(isEditorFieldName('a.b.c.d.e.f.g')).toBe(false);
    expect(isEditorFieldName('team[0]')).toBe(false);
    expect(
      readFormTree(
        form([
          ['x.99999999', 'a'],
          ['ok', 'b'],
        ]).entries(),
      ),
    ).toEqual({ ok: 'b' });
  });

  it('never writes through what objects inherit (a posted constructor.prototype.polluted)', () => {
    for (const name of ['constructor.prototype.polluted', '__proto__.polluted', 'a.constructor.prototype.polluted', 'toString.x']) {
      expect(isEditorFieldName(name)).toBe(false);
      expect(readFormTree(form([[name, 'yes']]).entries())).toEqual({});
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(textAt({ a: 'b' }, 'constructor')).toBe('');
  });

  it('keeps a field that conflicts with a list at the same path out, rather than failing', () => {
    expect(
      readFormTree(
        form([
          ['team', 'x'],
          ['team.0.name', 'Ana'],
        ]).entries(),
      ),
    ).toEqual({ team: 'x' });
  });
});

describe('the list buttons', () => {
  const tree = () =>
    readFormTree(
      form([
        ['team.0.name', 'Ana'],
        ['team.1.name', 'Luis'],
        ['team.2.name', 'Mei'],
      ]).entries(),
    );
  const names = (value: ReturnType<typeof tree>) => [0, 1, 2, 3].map((i) => textAt(value, `team.${i}.name`)).filter(Boolean);

  it('reads only the four operations on a plausible path', () => {
    expect(readListIntent('add:team')).toEqual({ op: 'add', list: 'team' });
    expect(readListIntent('remove:priceList.window-repair.3')).toEqual({ op: 'remove', list: 'priceList.window-repair', index: 3 });
    expect(readListIntent('down:team.x')).toBeUndefined();
    expect(readListIntent('drop:team.1')).toBeUndefined();
    expect(readListIntent('remove:team')).toBeUndefined();
    expect(readListIntent(null)).toBeUndefined();
  });

  it('adds a blank item at the end and puts focus on it', () => {
    const value = tree();
    expect(applyListIntent(value, { op: 'add', list: 'team' }, () => ({ name: '' }))).toEqual({ focus: 'team.3' });
    expect(value.team).toHaveLength(4);
  });

  it('adds the first item to a list that was emptied (an empty list posts no field)', () => {
    const value = readFormTree(form([['phone', '1']]).entries());
    applyListIntent(value, { op: 'add', list: 'closures' }, () => ({ date: '' }));
    expect(value.closures).toEqual([{ date: '' }]);
  });

  it('removes, moves up and moves down, keeping what was typed in every item', () => {
    const value = tree();
    applyListIntent(value, { op: 'up', list: 'team', index: 2 }, () => '');
    expect(names(value)).toEqual(['Ana', 'Mei', 'Luis']);
    applyListIntent(value, { op: 'down', list: 'team', index: 0 }, () => '');
    expect(names(value)).toEqual(['Mei', 'Ana', 'Luis']);
    expect(applyListIntent(value, { op: 'up', list: 'team', index: 0 }, () => '')).toEqual({ focus: 'team.0' });
    expect(names(value)).toEqual(['Mei', 'Ana', 'Luis']);
    applyListIntent(value, { op: 'remove', list: 'team', index: 1 }, () => '');
    expect(names(value)).toEqual(['Mei', 'Luis']);
    expect(applyListIntent(value, { op: 'remove', list: 'team', index: 5 }, () => '')).toBeUndefined();
  });
});

describe('prices', () => {
  it('are typed in dollars and kept in cents', () => {
    expect(dollarsToCents('89')).toBe(8900);
    expect(dollarsToCents('$1,250.5')).toBe(125050);
    expect(dollarsToCents('0.07')).toBe(7);
    expect(dollarsToCents('12.345')).toBeNaN();
    expect(dollarsToCents('ten')).toBeNaN();
    expect(dollarsToCents('')).toBeNaN();
    expect(centsToDollars(8900)).toBe('89');
    expect(centsToDollars(125050)).toBe('1250.50');
  });
});

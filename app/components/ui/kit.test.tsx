import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '~/lib/locale';
import { messagesFor } from '~/lib/messages.server';
import { Badge } from './badge';
import { Button, ButtonLink, buttonClasses } from './button';
import { ConfirmDialog } from './dialog';
import { Checkbox, Field, Input, Select, Textarea } from './field';
import { ReplyMessages } from './reply-messages';
import { Table, TableHead, Td, Th } from './table';

// The kit rendered as the server sends it, read back as a document: what a screen reader and a
// keyboard meet before any script runs.

interface Tag {
  name: string;
  attributes: Map<string, string>;
  /** The text up to the element's closing tag (elements in this file do not nest their own kind). */
  text: string;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
}

const entities: Record<string, string | undefined> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#x27);/g, (entity) => entities[entity] ?? entity);

/** The markup's elements in order, with their attributes and text: enough of a parser for the kit's small, well-formed markup. */
function parse(html: string): Tag[] {
  const tags: Tag[] = [];
  for (const match of html.matchAll(/<([a-z][a-z0-9]*)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*\/?>/g)) {
    const [whole, name = '', rest = ''] = match;
    const attributes = new Map<string, string>();
    for (const [, key = '', value = ''] of rest.matchAll(/([^\s=>]+)(?:="([^"]*)")?/g)) attributes.set(key, decode(value));
    const after = html.slice(match.index + whole.length);
    const close = after.indexOf(`</${name}>`);
    const text = decode((close === -1 ? '' : after.slice(0, close)).replace(/<[^>]*>/g, ''));
    tags.push({
      name,
      attributes,
      text,
      getAttribute: (key) => attributes.get(key) ?? null,
      hasAttribute: (key) => attributes.has(key),
    });
  }
  return tags;
}

function render(node: ReactNode, locale: Locale = 'en') {
  const Stub = createRoutesStub([{ id: 'root', path: '/', Component: () => <>{node}</> }]);
  const html = renderToString(<Stub initialEntries={['/']} hydrationData={{ loaderData: { root: { locale, messages: messagesFor(locale) } } }} />);
  const tags = parse(html);
  return {
    all: (name: string) => tags.filter((tag) => tag.name === name),
    first: (name: string) => tags.find((tag) => tag.name === name),
    byId: (id: string) => tags.find((tag) => tag.attributes.get('id') === id),
    byAttribute: (key: string, value: string) => tags.find((tag) => tag.attributes.get(key) === value),
  };
}

/** The ids an element's aria-describedby lists. */
function describedBy(element: Tag | undefined) {
  return (element?.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
}

describe('Button', () => {
  it('is a plain button unless told to submit, so a button in a form never sends it by accident', () => {
    const body = render(
      <form>
        <Button>Move up</Button>
        <Button type="submit" variant="secondary" size="compact">
          Save
        </Button>
      </form>,
    );
    expect(body.all('button').map((button) => button.getAttribute('type'))).toEqual(['button', 'submit']);
  });

  it('is at least 24 px tall in every size, the back office’s compact one included', () => {
    for (const size of ['compact', 'sm', 'md', 'lg'] as const) {
      const height = /min-h-(\d+)/.exec(buttonClasses({ size }))?.[1];
      expect(Number(height) * 4, size).toBeGreaterThanOrEqual(24);
    }
    expect(buttonClasses({ size: 'icon' })).toContain('size-11');
    expect(buttonClasses({ size: 'compact' })).toContain('rounded-md');
    expect(buttonClasses({ size: 'icon', round: true })).toContain('rounded-full');
    expect(buttonClasses({ variant: 'secondary', size: 'compact' })).toContain('bg-brand-700');
  });

  it('a button-looking link leads to the Spanish page from a Spanish one', () => {
    const body = render(<ButtonLink to="/get-quote">Cotización</ButtonLink>, 'es');
    expect(body.first('a')?.getAttribute('href')).toBe('/es/get-quote');
  });
});

describe('Field', () => {
  it('names its control by its label and lists the hint and the error it describes', () => {
    const body = render(
      <Field id="town" label="Town" hint="Where the windows are" error="Enter the town.">
        <Input name="town" defaultValue="Corl Gables" />
      </Field>,
    );
    const input = body.first('input')!;
    const label = body.first('label')!;
    expect(label.getAttribute('for')).toBe('town');
    expect(input.getAttribute('id')).toBe('town');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toEqual(['town-hint', 'town-error']);
    expect(body.byId('town-hint')?.text).toBe('Where the windows are');
    expect(body.byId('town-error')?.text).toBe('Enter the town.');
    expect(body.byId('town-error')?.hasAttribute('hidden')).toBe(false);
    // What was typed is kept.
    expect(input.getAttribute('value')).toBe('Corl Gables');
  });

  it('without an error, the control is not invalid and is described by its hint only', () => {
    const body = render(
      <Field label="Notes" hint="Anything we should know">
        <Textarea name="notes" />
      </Field>,
    );
    const textarea = body.first('textarea')!;
    expect(textarea.getAttribute('id')).toMatch(/\w/);
    expect(body.first('label')?.getAttribute('for')).toBe(textarea.getAttribute('id'));
    expect(textarea.hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(textarea)).toEqual([`${textarea.getAttribute('id')}-hint`]);
    expect(body.byId(`${textarea.getAttribute('id')}-error`)?.hasAttribute('hidden')).toBe(true);
  });

  it('keeps a description the control brings itself, and the first of several errors', () => {
    const body = render(
      <Field id="service" label="Service" error={['Pick a service.', 'Another']} errorId="quote-service-error" size="compact">
        <Select name="service" aria-describedby="service-note">
          <option value="">Choose one</option>
        </Select>
      </Field>,
    );
    const select = body.first('select')!;
    expect(describedBy(select)).toEqual(['service-note', 'quote-service-error']);
    expect(body.byId('quote-service-error')?.text).toBe('Pick a service.');
    expect(select.getAttribute('class')).toContain('text-sm');
  });

  it('marks a required field and says "optional" in the page’s language', () => {
    const required = render(
      <Field id="name" label="Name" necessity="required">
        <Input name="name" />
      </Field>,
    );
    expect(required.first('label')?.text).toBe('Name*');
    const optional = render(
      <Field id="phone" label="Teléfono" necessity="optional">
        <Input name="phone" />
      </Field>,
      'es',
    );
    expect(optional.first('label')?.text).toBe('Teléfono(opcional)');
  });

  it('a control outside a field keeps its own id and gets no description', () => {
    const body = render(<Input id="search" name="q" aria-label="Search" />);
    const input = body.first('input')!;
    expect(input.getAttribute('id')).toBe('search');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('Checkbox', () => {
  it('is labelled by the text beside it and described by its hint', () => {
    const body = render(<Checkbox id="published" name="published" label="Show on the site" hint="Visitors see it at once" defaultChecked />);
    const box = body.first('input')!;
    expect(box.getAttribute('type')).toBe('checkbox');
    expect(box.hasAttribute('checked')).toBe(true);
    expect(body.first('label')?.getAttribute('for')).toBe('published');
    expect(describedBy(box)).toEqual(['published-hint']);
    expect(body.first('div')?.getAttribute('class')).toContain('min-h-6');
  });
});

describe('ConfirmDialog', () => {
  it('is sent open, labelled by its title, and takes the focus on a page loaded without JavaScript', () => {
    const body = render(
      <ConfirmDialog title="Restore version 3?" closeTo="?#versions">
        <p>The profile goes back to how it was.</p>
        <a href="?#versions">Cancel</a>
      </ConfirmDialog>,
    );
    const dialog = body.first('dialog')!;
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.hasAttribute('autofocus')).toBe(true);
    const title = body.byId(dialog.getAttribute('aria-labelledby') ?? '');
    expect(title?.name).toBe('h2');
    expect(title?.text).toBe('Restore version 3?');
    expect(dialog.text).toContain('The profile goes back to how it was.');
  });
});

describe('Badge and Table', () => {
  it('a badge shows its text in its tone', () => {
    const body = render(<Badge tone="success">Approved</Badge>);
    expect(body.first('span')?.text).toBe('Approved');
    expect(body.first('span')?.getAttribute('class')).toContain('text-success-700');
  });

  it('a table’s scrolling region is named by its caption and reachable by keyboard; headings are column headings', () => {
    const body = render(
      <Table caption="Accounts and their roles" captionId="users-caption">
        <TableHead>
          <tr>
            <Th>Email</Th>
          </tr>
        </TableHead>
        <tbody>
          <tr>
            <Td>ana@example.com</Td>
          </tr>
        </tbody>
      </Table>,
    );
    const region = body.byAttribute('role', 'region')!;
    expect(region.getAttribute('aria-labelledby')).toBe('users-caption');
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(body.byId('users-caption')?.name).toBe('caption');
    expect(body.first('th')?.getAttribute('scope')).toBe('col');
  });
});

describe('ReplyMessages', () => {
  it('sends both live regions before any answer, so the answer is announced when it comes, each in its own region', () => {
    const regions = (node: ReactNode) =>
      render(node)
        .all('p')
        .map((p) => [p.getAttribute('role'), p.text]);
    expect(regions(<ReplyMessages reply={undefined} />)).toEqual([
      ['status', ''],
      ['alert', ''],
    ]);
    expect(regions(<ReplyMessages reply={{ ok: true, message: 'Saved.' }} />)).toEqual([
      ['status', 'Saved.'],
      ['alert', ''],
    ]);
    expect(regions(<ReplyMessages reply={{ ok: false, message: 'Choose at least one installer.' }} className="mt-2" />)).toEqual([
      ['status', ''],
      ['alert', 'Choose at least one installer.'],
    ]);
  });
});

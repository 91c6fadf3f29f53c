import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlButton, htmlEmail, htmlParagraph } from './email-html';

describe('email HTML', () => {
  it('carries no markup of the writer, in text or attributes', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')">&`)).toBe('&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;');
    expect(htmlParagraph('Line one\r\n<b>two</b>')).toBe('<p style="margin:0 0 16px;line-height:1.5">Line one<br>&lt;b&gt;two&lt;/b&gt;</p>');
    expect(htmlButton('https://gwc.example/x?a=1&b="2"', 'Open')).toContain('href="https://gwc.example/x?a=1&amp;b=&quot;2&quot;"');
  });

  it('wraps the content in one page with an escaped title and the language', () => {
    const page = htmlEmail({ title: 'Quote from <Ana>', body: '<p>Hi</p>', lang: 'es' });
    expect(page).toMatch(/^<!doctype html>\n<html lang="es">/);
    expect(page).toContain('<title>Quote from &lt;Ana&gt;</title>');
    expect(page).toContain('<p>Hi</p>');
  });
});

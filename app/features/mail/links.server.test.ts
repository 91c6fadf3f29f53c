import { describe, expect, it } from 'vitest';
import { escapeHtml } from './email-html';
import { hasSealedLinks, openLinks, openLinksInCalendar, sealLink, UnreadableLinkError } from './links.server';

const SECRET = 'a site secret of at least thirty-two characters';
const url = 'https://gwc.example/es/book?request=q.0193-lead.1790000000.c2lnbmF0dXJlLW9mLXRoZS1saW5rLWl0c2VsZi1pcy00Mw&x=1';

describe('sealed links', () => {
  it('holds no trace of the link, differs each time, and opens to it with the secret', () => {
    const [one, two] = [sealLink(url, SECRET), sealLink(url, SECRET)];
    expect(one).not.toBe(two);
    for (const marker of [one, two]) {
      expect(marker).toMatch(/^\{\{sealed-link:[A-Za-z0-9_-]+\}\}$/);
      expect(marker).not.toMatch(/gwc|request|c2ln/);
      expect(escapeHtml(marker)).toBe(marker);
    }
    expect(hasSealedLinks(`See: ${one}`)).toBe(true);
    expect(openLinks(`See: ${one}\nAgain: ${two}\n`, SECRET)).toBe(`See: ${url}\nAgain: ${url}\n`);
    expect(openLinks(`<a href="${one}">`, SECRET, escapeHtml)).toBe(`<a href="${url.replace('&', '&amp;')}">`);
    expect(openLinks('No link here', SECRET)).toBe('No link here');
  });

  it('refuses to open a link sealed with another secret, or altered', () => {
    const marker = sealLink(url, SECRET);
    expect(() => openLinks(marker, 'another secret of at least thirty-two characters')).toThrow(UnreadableLinkError);
    const altered = marker.replace(/sealed-link:(.)/, (_, first: string) => `sealed-link:${first === 'A' ? 'B' : 'A'}`);
    expect(() => openLinks(altered, SECRET)).toThrow(UnreadableLinkError);
    expect(() => openLinks('{{sealed-link:abc}}', SECRET)).toThrow(UnreadableLinkError);
  });

  it('opens a link an iCalendar file folded across lines, and folds its lines again at 75 octets', () => {
    const manage = 'https://gwc.example/es/book/manage/dG9rZW4tb2YtdGhlLXZpc2l0LXRoYXQtaXMtNDMtY2hhcnM';
    const marker = sealLink(manage, SECRET);
    const line = `DESCRIPTION:Cámbiela o cancélela aquí: ${marker}`;
    const folded = [line.slice(0, 70), ...(line.slice(70).match(/.{1,60}/g) ?? [])].join('\r\n ');
    const calendar = ['BEGIN:VCALENDAR', 'BEGIN:VEVENT', folded, `URL;VALUE=URI:${marker}`, 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');
    const opened = openLinksInCalendar(calendar, SECRET);
    expect(opened.replace(/\r\n[ \t]/g, '')).toContain(`DESCRIPTION:Cámbiela o cancélela aquí: ${manage}`);
    expect(opened.replace(/\r\n[ \t]/g, '')).toContain(`URL;VALUE=URI:${manage}`);
    for (const each of opened.split('\r\n')) expect(Buffer.byteLength(each)).toBeLessThanOrEqual(75);
    expect(opened.endsWith('END:VCALENDAR\r\n')).toBe(true);
    // A file without a sealed link is sent byte for byte as queued.
    expect(openLinksInCalendar('BEGIN:VCALENDAR\r\nX:a\r\n b\r\nEND:VCALENDAR\r\n', SECRET)).toBe('BEGIN:VCALENDAR\r\nX:a\r\n b\r\nEND:VCALENDAR\r\n');
  });
});

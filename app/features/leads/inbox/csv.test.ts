import { describe, expect, it } from 'vitest';
import { csvField, csvRow } from './csv';

describe('csvField', () => {
  it('leaves plain text alone and writes nothing for a missing value', () => {
    expect(csvField('Marisol Ortega')).toBe('Marisol Ortega');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(42)).toBe('42');
  });

  it('quotes a field with a comma, a quote or a line break, doubling quotes', () => {
    expect(csvField('Coral Gables, FL')).toBe('"Coral Gables, FL"');
    expect(csvField('the "big" window')).toBe('"the ""big"" window"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvField('+1 305 555 0188')).toBe("'+1 305 555 0188");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('\r=1')).toBe(`"'\r=1"`);
  });

  it('leaves numbers as numbers, and a formula character inside the text alone', () => {
    expect(csvField(-5)).toBe('-5');
    expect(csvField('a=b')).toBe('a=b');
  });
});

describe('csvRow', () => {
  it('joins fields with commas and ends with CRLF', () => {
    expect(csvRow(['a', 'b,c', null, '=1'])).toBe(`a,"b,c",,'=1\r\n`);
  });
});

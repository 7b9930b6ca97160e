import { describe, expect, it } from 'vitest';
import { htmlText, itemSearchTerms, queryTerms, sanitizeContent, searchTerms } from './knowledge.text';

describe('sanitizeContent', () => {
  it('keeps the editor markup and removes scripts, event handlers and javascript: links', () => {
    const out = sanitizeContent(
      '<p onclick="x()">Hi <strong>there</strong></p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">bad</a><a href="https://ok.example/">ok</a><iframe src="https://e.example"></iframe><p style="color:red">s</p>',
    );
    expect(out).toContain('<p>Hi <strong>there</strong></p>');
    expect(out).not.toMatch(/script|onerror|onclick|javascript:|iframe|style=/i);
    expect(out).toContain('<a href="https://ok.example/" rel="noopener noreferrer nofollow">ok</a>');
    expect(out).toContain('<a rel="noopener noreferrer nofollow">bad</a>');
  });
});

describe('search terms', () => {
  it('splits English into lower-case words and CJK into characters and pairs', () => {
    expect(searchTerms('Check-Engine 故障灯')).toEqual(['check', 'engine', '故', '故障', '障', '障灯', '灯']);
    expect(queryTerms('故障灯 ENGINE')).toEqual(['故障', '障灯', 'engine']);
    expect(queryTerms('灯')).toEqual(['灯']);
    expect(queryTerms('  ---  ')).toEqual([]);
  });
  it('reads the text of both bodies without tags and with entities decoded', () => {
    expect(htmlText('<p>a&amp;b</p><p>c<br>d</p>')).toBe('a&b c d');
    const terms = itemSearchTerms({ title: 'DX Pro5', contentZh: '<p>蓝牙<strong>连接</strong></p>', contentEn: '<p>Bluetooth <em>pairing</em></p>' });
    expect(terms).toEqual(expect.arrayContaining(['dx', 'pro5', '蓝牙', '牙连', '连接', 'bluetooth', 'pairing']));
    expect(terms).not.toContain('strong');
  });
});

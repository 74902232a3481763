import { describe, expect, it } from 'vitest';
import { decodeEntities, escapeHtml, safeUrl, sanitizeHtml } from './html';

describe('sanitizeHtml: what it keeps', () => {
  it('keeps the allowed tags and the text, re-escaped', () => {
    const html =
      '<h2>عنوان</h2><p>متن <strong>پررنگ</strong>، <b>b</b>، <em>کج</em>، <i>i</i>، <u>زیرخط</u><br>خط بعد</p>' +
      '<ul><li>یک</li></ul><ol><li>دو</li></ol><blockquote><span>نقل</span></blockquote><h3>۳</h3><h4>۴</h4>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps safe links and adds rel', () => {
    expect(sanitizeHtml('<a href="https://example.org/a?b=1&amp;c=2">x</a>')).toBe(
      '<a href="https://example.org/a?b=1&amp;c=2" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/programs">x</a>')).toContain('href="/programs"');
    expect(sanitizeHtml('<a href="mailto:info@example.org">x</a>')).toContain(
      'href="mailto:info@example.org"',
    );
    expect(sanitizeHtml('<a href=#top>x</a>')).toContain('href="#top"');
    expect(sanitizeHtml("<A HREF='HTTP://EXAMPLE.ORG'>x</A>")).toContain('href="HTTP://EXAMPLE.ORG"');
  });

  it('keeps Persian text with the zero-width non-joiner and entities as text', () => {
    expect(sanitizeHtml('<p>می‌خواهیم &amp; &lt;نه تگ&gt; &zwnj;</p>')).toBe(
      '<p>می‌خواهیم &amp; &lt;نه تگ&gt; \u200C</p>',
    );
    expect(sanitizeHtml('2 < 3 and 5 > 4')).toBe('2 &lt; 3 and 5 &gt; 4');
    expect(sanitizeHtml('&amp;lt;script&amp;gt;')).toBe('&amp;lt;script&amp;gt;');
  });

  it('balances tags: closes unclosed ones, drops stray end tags', () => {
    expect(sanitizeHtml('<p><strong>باز')).toBe('<p><strong>باز</strong></p>');
    expect(sanitizeHtml('</p>متن</li>')).toBe('متن');
    expect(sanitizeHtml('<ul><li>الف<li>ب</ul>')).toBe('<ul><li>الف<li>ب</li></li></ul>');
  });
});

describe('sanitizeHtml: what it removes', () => {
  const cases: Array<[string, string]> = [
    ['<script>alert(1)</script>متن', 'متن'],
    ['<SCRIPT SRC=http://xss.example/xss.js></SCRIPT>', ''],
    ['<script>document.write("</scr" + "ipt>")</script>', ''],
    ['<img src=x onerror=alert(1)>', ''],
    ['<IMG SRC="javascript:alert(\'XSS\');">', ''],
    ['<svg/onload=alert(1)>', ''],
    ['<svg><g><svg></svg><script>alert(1)</script></g></svg>بعد', 'بعد'],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ''],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['<<script>alert(1);//<</script>', '&lt;'],
    ['<iframe src="javascript:alert(1)"></iframe>', ''],
    ['<style>body{background:url(javascript:alert(1))}</style>', ''],
    ['<object data="x.swf"><param name=a value=b></object>', ''],
    ['<embed src="x.swf">', ''],
    ['<p onclick="alert(1)" style="color:red" class="x">متن</p>', '<p>متن</p>'],
    ['<p/onmouseover=alert(1)>متن</p>', '<p>متن</p>'],
    ['<div><font color=red>متن</font></div>', 'متن'],
    ['<!-- <script>alert(1)</script> -->متن', 'متن'],
    ['<!--[if IE]><script>alert(1)</script><![endif]-->', ''],
    ['<!DOCTYPE html><?xml version="1.0"?>متن', 'متن'],
    ['<textarea><script>alert(1)</script></textarea>', ''],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '&quot;&gt;'],
    ['<form action="javascript:alert(1)"><button>x</button></form>', ''],
    ['<p>پایان <a href="x', '<p>پایان </p>'],
    ['<scr\0ipt>alert(1)</script>', ''],
  ];
  it.each(cases)('%s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('drops dangerous link targets but keeps the link text', () => {
    const hrefs = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'jav&#x09;ascript:alert(1)',
      'jav&#9;ascript:alert(1)',
      'jav\tascript:alert(1)',
      'java\nscript:alert(1)',
      '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
      '&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      '\u0001javascript:alert(1)',
    ];
    for (const href of hrefs) {
      const html = `<a href="${href}" onclick="x">پیوند</a>`;
      expect(sanitizeHtml(html), href).toBe('<a>پیوند</a>');
    }
  });

  it('never lets an attribute break out of its quotes', () => {
    const out = sanitizeHtml('<a href=\'/x"onmouseover="alert(1)\'>x</a>');
    expect(out).toBe('<a href="/x&quot;onmouseover=&quot;alert(1)" rel="noopener noreferrer">x</a>');
  });

  it('leaves no tag outside the allow-list and no event handler in a long hostile input', () => {
    const hostile = [
      '<body onload=alert(1)>',
      '<input onfocus=alert(1) autofocus>',
      '<video><source onerror="alert(1)">',
      '<details open ontoggle=alert(1)>',
      '<marquee onstart=alert(1)>',
      '<a href="javascript:alert(1)"><img src=x></a>',
      '<link rel=stylesheet href=x>',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
      '<base href="javascript:alert(1)//">',
      '<table background="javascript:alert(1)">',
    ].join('');
    const out = sanitizeHtml(hostile);
    expect(out).not.toMatch(/<(?!\/?(p|br|strong|b|em|i|u|h[234]|ul|ol|li|a|blockquote|span)[\s>])/i);
    expect(out).not.toMatch(/\son\w+=/i);
    expect(out).not.toMatch(/javascript:/i);
  });
});

describe('safeUrl', () => {
  it('accepts http(s), mailto and relative addresses, refuses the rest', () => {
    expect(safeUrl('https://example.org')).toBe('https://example.org');
    expect(safeUrl('/images/a.svg')).toBe('/images/a.svg');
    expect(safeUrl('programs?x=1')).toBeNull();
    expect(safeUrl('mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('data:image/png;base64,AAAA')).toBeNull();
    expect(safeUrl('')).toBeNull();
    expect(safeUrl(null)).toBeNull();
  });
});

describe('entities', () => {
  it('decodes numeric and common named references and escapes all five special characters', () => {
    expect(decodeEntities('&#1587;&#x644;&lt;&unknown;&amp')).toBe('سل<&unknown;&');
    expect(decodeEntities('&#0;&#xD800;&#99999999;')).toBe('\uFFFD\uFFFD\uFFFD');
    expect(escapeHtml(`<a href="x">'&`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;');
  });
});

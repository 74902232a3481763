import { sanitizeHtml } from '@common/html';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/renderPage';
import { RichTextEditor } from './RichTextEditor';

const ALLOWED = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  'span',
]);

/** Every tag and attribute of the HTML: tags from the allow-list, attributes only a link's href and rel. */
function shape(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  const elements = [...root.querySelectorAll('*')];
  return {
    tags: [...new Set(elements.map((e) => e.tagName.toLowerCase()))],
    attributes: [
      ...new Set(
        elements.flatMap((e) => [...e.attributes].map((a) => `${e.tagName.toLowerCase()}[${a.name}]`)),
      ),
    ],
  };
}

function Harness({ initial, out }: { initial: string; out: { html: string } }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      label="متن"
      value={value}
      onChange={(html) => {
        out.html = html;
        setValue(html);
      }}
    />
  );
}

function draw(initial: string) {
  const out = { html: '' };
  const view = renderPage({ element: <Harness initial={initial} out={out} /> });
  const box = screen.getByRole('textbox', { name: 'متن' });
  return { ...view, out, box };
}

describe('RichTextEditor', () => {
  it('drops what the sanitizer would drop from the content it is given', async () => {
    const { out, box, user } = draw(
      '<h1>عنوان یک</h1><p style="color:red" onclick="alert(1)">سلام <img src=x onerror=alert(1)><code>کد</code> <s>خط</s></p><table><tr><td>جدول</td></tr></table><pre>پیش</pre><hr><a href="javascript:alert(1)">بد</a> <a href="https://example.org" target="_blank" title="t">خوب</a>',
    );
    await user.click(box);
    await user.keyboard('!');
    await waitFor(() => expect(out.html).not.toBe(''));
    const { tags, attributes } = shape(out.html);
    expect(tags.every((tag) => ALLOWED.has(tag))).toBe(true);
    expect(attributes.every((a) => a === 'a[href]' || a === 'a[rel]')).toBe(true);
    expect(out.html).not.toMatch(/javascript|onerror|onclick|style=|<img|<code|<table|<pre|<hr|<s>/);
    expect(out.html).toContain('<a href="https://example.org" rel="noopener noreferrer">خوب');
    expect(sanitizeHtml(out.html)).toBe(out.html);
  });

  it('makes headings 2–4, bold, italic, underline, lists and quotes from the toolbar, right to left', async () => {
    const { out, box, user } = draw('<p>متن</p>');
    expect(box.getAttribute('dir')).toBe('rtl');
    const toolbar = screen.getByRole('toolbar', { name: 'ابزارهای متن' });
    await user.click(box);
    await user.keyboard('{Control>}a{/Control}');
    for (const name of ['ع۲، عنوان سطح ۲', 'پررنگ', 'کج', 'زیرخط']) {
      await user.click(within(toolbar).getByRole('button', { name }));
    }
    await waitFor(() => expect(out.html).toBe('<h2><strong><em><u>متن</u></em></strong></h2>'));
    expect(within(toolbar).getByRole('button', { name: 'پررنگ' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(toolbar).getByRole('button', { name: 'فهرست شماره‌دار' }));
    await waitFor(() => expect(out.html).toMatch(/^<ol><li>/));
    await user.click(within(toolbar).getByRole('button', { name: 'فهرست شماره‌دار' }));
    await user.click(within(toolbar).getByRole('button', { name: 'نقل‌قول' }));
    await waitFor(() => expect(out.html).toMatch(/^<blockquote>/));
    expect(within(toolbar).queryByRole('button', { name: /عنوان سطح ۱|تصویر|کد|جدول/ })).toBeNull();
  });

  it('links only to http(s), mailto or a path on this site', async () => {
    const { out, box, user } = draw('<p>تماس</p>');
    await user.click(box);
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'پیوند' }));
    const dialog = await screen.findByRole('dialog', { name: 'افزودن پیوند' });
    const address = within(dialog).getByLabelText('نشانی پیوند');
    await user.type(address, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'ثبت پیوند' }));
    expect(within(dialog).getByText('لینک واردشده معتبر نیست')).toBeTruthy();
    await user.clear(address);
    await user.type(address, '/contact');
    fireEvent.submit(address.closest('form') as HTMLFormElement);
    await waitFor(() =>
      expect(out.html).toBe('<p><a href="/contact" rel="noopener noreferrer">تماس</a></p>'),
    );
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { COMPONENT_TYPES, componentType } from './componentFields';
import { toFormValues, toStoredProps } from './componentProps';
import { componentProblem, propsSchema } from './propsSchemas';

/** The messages of a type's props form for these props, by field path. */
function messagesFor(type: string, props: Record<string, unknown>) {
  const spec = componentType(type);
  if (!spec) throw new Error(type);
  const result = v.safeParse(propsSchema(spec), toFormValues(spec, props));
  return result.success
    ? {}
    : Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
}

describe('props forms: validation per component type', () => {
  it('accepts the defaults of every one of the nine types', () => {
    expect(COMPONENT_TYPES.map((spec) => spec.type)).toEqual([
      'hero',
      'stats',
      'programs',
      'testimonials',
      'cta',
      'textBlock',
      'imageBlock',
      'button',
      'spacer',
    ]);
    for (const spec of COMPONENT_TYPES) expect(componentProblem(spec.type, spec.defaults)).toBeNull();
  });

  it('hero: a title, safe links and a plain colour', () => {
    expect(
      messagesFor('hero', { title: '  ', buttonLink: 'javascript:alert(1)', backgroundColor: 'url(x)' }),
    ).toEqual({
      title: 'عنوان الزامی است',
      buttonLink: 'لینک واردشده معتبر نیست',
      backgroundColor: 'رنگ واردشده معتبر نیست',
    });
    expect(
      messagesFor('hero', { title: 'سلام', buttonLink: '/programs', backgroundImage: 'https://x.org/a.png' }),
    ).toEqual({});
  });

  it('stats: every item needs its value and label', () => {
    expect(
      messagesFor('stats', {
        stats: [
          { value: '۵۰۰+', label: 'دانش‌آموز' },
          { value: '', label: '', icon: 'rocket' },
        ],
      }),
    ).toEqual({ 'items.1.value': 'مقدار الزامی است', 'items.1.label': 'برچسب الزامی است' });
  });

  it('programs: item titles and links', () => {
    expect(messagesFor('programs', { items: [{ title: '', link: 'ftp://x', image: '/a.svg' }] })).toEqual({
      'items.0.title': 'عنوان الزامی است',
      'items.0.link': 'لینک واردشده معتبر نیست',
    });
  });

  it('testimonials: text and name, rating 0–5', () => {
    expect(messagesFor('testimonials', { testimonials: [{ content: '', name: '' }] })).toEqual({
      'items.0.content': 'متن نظر الزامی است',
      'items.0.name': 'نام الزامی است',
    });
    const spec = componentType('testimonials');
    if (!spec) throw new Error();
    expect(toFormValues(spec, { items: [{ content: 'خوب', name: 'مریم', rating: 9 }] }).items).toEqual([
      { content: 'خوب', name: 'مریم', role: '', avatar: '', rating: 5 },
    ]);
  });

  it('cta: a title and safe links', () => {
    expect(messagesFor('cta', { title: '', primaryButtonLink: '//evil.example' })).toEqual({
      title: 'عنوان الزامی است',
      primaryButtonLink: 'لینک واردشده معتبر نیست',
    });
  });

  it('textBlock: text a reader can see, and a plain colour', () => {
    expect(
      messagesFor('textBlock', { content: '<p> </p><script>alert(1)</script>', textColor: 'red;x' }),
    ).toEqual({
      content: 'متن الزامی است',
      textColor: 'رنگ واردشده معتبر نیست',
    });
    expect(messagesFor('textBlock', { content: '<h2>حریم خصوصی</h2>' })).toEqual({});
  });

  it('imageBlock: address, alternative text and a CSS height', () => {
    expect(messagesFor('imageBlock', { src: '', alt: '', height: '10em' })).toEqual({
      src: 'نشانی تصویر الزامی است',
      alt: 'متن جایگزین الزامی است',
      height: 'ارتفاع باید عددی با واحد px، rem، vh یا % باشد، مثل 320px',
    });
    expect(messagesFor('imageBlock', { src: '/images/a.svg', alt: 'کلاس', height: '320px' })).toEqual({});
  });

  it('button: text and link', () => {
    expect(messagesFor('button', { text: '', link: '' })).toEqual({
      text: 'متن دکمه الزامی است',
      link: 'پیوند الزامی است',
    });
    expect(messagesFor('button', { text: 'نامه', link: 'mailto:info@example.org' })).toEqual({});
  });

  it('spacer: a height from the list (anything else reads as the default)', () => {
    const spec = componentType('spacer');
    if (!spec) throw new Error();
    expect(toFormValues(spec, { height: 'huge' })).toEqual({ height: 'medium' });
    expect(messagesFor('spacer', { height: 'xlarge' })).toEqual({});
  });

  it('an unknown type cannot be saved', () => {
    expect(componentProblem('carousel', {})).toBe('نوع مؤلفه شناخته‌شده نیست');
  });

  it('writes a list under its own name and keeps props the form does not know', () => {
    const spec = componentType('stats');
    if (!spec) throw new Error();
    const values = toFormValues(spec, { items: [{ value: '1', label: 'الف' }], extra: 7 });
    expect(toStoredProps(spec, values, { items: [], extra: 7 })).toEqual({
      title: '',
      subtitle: '',
      stats: [{ value: '1', label: 'الف', icon: 'star', color: 'primary' }],
      extra: 7,
    });
  });
});

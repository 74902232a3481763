import { readLayout } from '@common/page-layout';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/renderPage';
import { LayoutRenderer } from './LayoutRenderer';

/** A layout as the server answers it: its stored JSON read by the same reader. */
function draw(layoutData: string | unknown[]) {
  return renderPage({ element: <LayoutRenderer content={readLayout(layoutData)} /> });
}

const all = [
  {
    id: 'h',
    type: 'hero',
    props: {
      title: 'آموزش برای همه',
      subtitle: 'زیرعنوان',
      backgroundType: 'gradient',
      buttonText: 'حمایت',
      buttonLink: '/programs',
      secondaryButtonText: 'بیرون',
      secondaryButtonLink: 'https://example.org',
    },
  },
  {
    id: 's',
    type: 'stats',
    props: { title: 'آمار', stats: [{ icon: 'users', value: '500+', label: 'دانش‌آموز', color: 'green' }] },
  },
  {
    id: 'p',
    type: 'programs',
    props: { items: [{ title: 'بورسیه', description: 'توضیح', link: '/programs/1', image: '/a.svg' }] },
  },
  { id: 't', type: 'testimonials', props: { items: [{ name: 'مریم', role: 'مادر', content: 'عالی' }] } },
  {
    id: 'c',
    type: 'cta',
    props: { title: 'بپیوندید', primaryButtonText: 'ثبت‌نام', primaryButtonLink: '/signup?type=donor' },
  },
  { id: 'x', type: 'textBlock', props: { content: '<h2>متن غنی</h2><p>پاراگراف</p>', fontSize: 'lg' } },
  {
    id: 'i',
    type: 'imageBlock',
    props: { src: '/pic.svg', alt: 'تصویر نمونه', caption: 'زیرنویس', width: 'half' },
  },
  { id: 'b', type: 'button', props: { text: 'دکمه', link: '/contact', style: 'outline', size: 'large' } },
  { id: 'sp', type: 'spacer', props: { height: 'xlarge' } },
];

describe('LayoutRenderer', () => {
  it('draws the nine component types from the layout JSON', () => {
    const { container } = draw(JSON.stringify(all));
    expect(screen.getByRole('heading', { name: 'آموزش برای همه' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'حمایت' }).getAttribute('href')).toBe('/programs');
    expect(screen.getByRole('link', { name: 'بیرون' }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('۵۰۰+')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'بورسیه' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'امتیاز ۵ از ۵' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ثبت‌نام' }).getAttribute('href')).toBe('/signup?type=donor');
    expect(screen.getByRole('heading', { name: 'متن غنی' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'تصویر نمونه' })).toBeTruthy();
    expect(screen.getByText('زیرنویس')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'دکمه' }).className).toContain('border-brand-600');
    expect(container.querySelector('.h-24')).toBeTruthy();
    expect(screen.queryByText(/نوع مؤلفه ناشناخته/)).toBeNull();
  });

  it('shows an unknown-type box for other types', () => {
    draw([
      { id: 'q', type: 'carousel', props: {} },
      { id: 'sp', type: 'spacer', props: {} },
    ]);
    expect(screen.getByRole('note').textContent).toBe('نوع مؤلفه ناشناخته: carousel');
  });

  it('shows the error box with the message for bad layout data', () => {
    draw('{not json');
    expect(screen.getByRole('alert').textContent).toContain('خطا در نمایش مؤلفه‌ها');
    draw('{"a":1}');
    expect(screen.getAllByRole('alert')[1].textContent).toContain('داده‌ی چیدمان باید فهرستی از مؤلفه‌ها باشد');
  });

  it('sanitises text-block HTML and refuses unsafe addresses', () => {
    const { container } = draw([
      {
        id: 'x',
        type: 'textBlock',
        props: {
          content: '<p onclick="alert(1)">امن<img src=x onerror=alert(1)><script>alert(1)</script></p>',
        },
      },
      { id: 'b', type: 'button', props: { text: 'خطرناک', link: 'javascript:alert(1)' } },
      {
        id: 'h',
        type: 'hero',
        props: { title: 'ت', buttonText: 'ب', buttonLink: 'jav&#x09;ascript:alert(1)' },
      },
    ]);
    expect(container.querySelector('script, img, [onclick]')).toBeNull();
    expect(screen.getByText('امن')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

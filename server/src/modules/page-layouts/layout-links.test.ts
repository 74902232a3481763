import { describe, expect } from 'vitest';
import { pageLayouts, pageLayoutVersions } from '../../db/schema';
import { testWith } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';

const it = testWith({ PUBLIC_URL: 'https://charity.example' });

const CREATE = graphql(
  `mutation LayoutLinksCreate($input: PageLayoutInput!) { createPageLayout(input: $input) { id } }`,
);
const LEAVING = ['//evil.example/x', '/\\evil.example/x', '/%2F%2Fevil.example/x', 'JaVaScRiPt:alert(1)'];
const linkIn = (href: string) => `<p>بیشتر <a href="${href}">اینجا</a></p>`;
const textBlock = (content: string) => ({ id: 't1', type: 'textBlock', props: { content } });
const contentRefusal = (href: string) =>
  `لینک «${href}» معتبر نیست؛ لینک باید مسیری در همین سایت (مثل /programs) یا نشانی کاملی با https:// باشد`;

describe('a text block link that leaves the site while looking like a site path', () => {
  it.for(LEAVING)('is refused on the content field through REST: %j', async (href, { app, asAdmin }) => {
    const answer = await app.rest(
      'POST',
      '/api/admin/page-builder/layouts',
      { name: 'راهنما', pageKey: 'link-rest', layoutData: [textBlock(linkIn(href))] },
      asAdmin.headers,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({ 'layoutData.0.props.content': contentRefusal(href) });
  });

  it.for(LEAVING)('is refused on the content field through GraphQL: %j', async (href, { app, asAdmin }) => {
    const answer = await app.gql(
      CREATE,
      {
        input: {
          name: 'راهنما',
          pageKey: 'link-gql',
          layoutData: JSON.stringify([textBlock(linkIn(href))]),
        },
      },
      asAdmin.headers,
    );
    expect(answer.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { 'layoutData.0.props.content': contentRefusal(href) },
    });
  });

  it('is refused in a button as in a text block', async ({ app, asAdmin }) => {
    const answer = await app.rest(
      'POST',
      '/api/admin/page-builder/layouts',
      {
        name: 'دکمه',
        pageKey: 'button-link',
        layoutData: [{ id: 'b', type: 'button', props: { text: 'برو', link: '/%2F%2Fevil.example' } }],
      },
      asAdmin.headers,
    );
    expect(answer.json().errors).toEqual({ 'layoutData.0.props.link': 'لینک واردشده معتبر نیست' });
  });

  it('keeps site paths, web addresses, mailto and in-page links', async ({ app, asAdmin }) => {
    const content =
      '<p><a href="/programs/3">الف</a><a href="https://example.org">ب</a><a href="mailto:a@example.org">پ</a><a href="#top">ت</a></p>';
    const answer = await app.rest(
      'POST',
      '/api/admin/page-builder/layouts',
      { name: 'خوب', pageKey: 'good-links', layoutData: [textBlock(content)] },
      asAdmin.headers,
    );
    expect(answer.statusCode).toBe(201);
    const stored = JSON.parse(answer.json().data.layoutData)[0].props.content as string;
    expect(stored.match(/href="[^"]*"/g)).toEqual([
      'href="/programs/3"',
      'href="https://example.org"',
      'href="mailto:a@example.org"',
      'href="#top"',
    ]);
  });

  it('is stripped from a page stored before the rule, through both doors', async ({ app }) => {
    const hostile = [
      textBlock(`${linkIn('//evil.example/a')}${linkIn('/\\evil.example/b')}`),
      { id: 'b', type: 'button', props: { text: 'برو', link: '//evil.example/c' } },
    ];
    const [layout] = await app.db
      .insert(pageLayouts)
      .values({ name: 'قدیمی', pageKey: 'old-links', isPublished: true, layoutData: hostile as never })
      .returning();
    await app.db.insert(pageLayoutVersions).values({
      layoutId: layout.id,
      version: 1,
      name: 'قدیمی',
      pageKey: 'old-links',
      layoutData: hostile as never,
    });

    const rest = await app.rest('GET', '/api/public/page/old-links');
    expect(rest.statusCode).toBe(200);
    const shown = JSON.parse(rest.json().data.layoutData);
    expect(shown[0].props.content).toBe('<p>بیشتر <a>اینجا</a></p><p>بیشتر <a>اینجا</a></p>');
    expect(shown[1].props.link).toBe('');

    const gql = await app.gql(
      graphql(`query LayoutLinksOldPage { publicPageByKey(pageKey: "old-links") { layoutData } }`),
    );
    expect(gql.data?.publicPageByKey?.layoutData).not.toContain('evil.example');
  });
});

describe("a page layout's pictures follow the site's image policy", () => {
  const PICTURE_ELSEWHERE =
    'تصویرهای سایت‌های دیگر در این سایت نمایش داده نمی‌شوند؛ تصویر را دانلود کنید و با دکمه‌ی آپلود در همین سایت بارگذاری کنید';
  const pictures = (outside: string) => [
    { id: 'i', type: 'imageBlock', props: { src: outside, alt: 'عکس' } },
    {
      id: 'p',
      type: 'programs',
      props: {
        programs: [
          { title: 'الف', image: '/images/a.svg' },
          { title: 'ب', image: outside },
        ],
      },
    },
  ];

  it('refuses a picture on another site on its field, through both doors', async ({ app, asAdmin }) => {
    const rest = await app.rest(
      'POST',
      '/api/admin/page-builder/layouts',
      { name: 'عکس', pageKey: 'outside-picture', layoutData: pictures('https://other.example/x.jpg') },
      asAdmin.headers,
    );
    expect(rest.statusCode).toBe(400);
    expect(rest.json().errors).toEqual({ 'layoutData.0.props.src': PICTURE_ELSEWHERE });
    const gql = await app.gql(
      CREATE,
      {
        input: {
          name: 'عکس',
          pageKey: 'outside-picture',
          layoutData: JSON.stringify(pictures('https://other.example/y.jpg').slice(1)),
        },
      },
      asAdmin.headers,
    );
    expect(gql.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { 'layoutData.0.props.programs.1.image': PICTURE_ELSEWHERE },
    });
  });

  it("keeps the site's own pictures, at a path or its own address", async ({ app, asAdmin }) => {
    const answer = await app.rest(
      'POST',
      '/api/admin/page-builder/layouts',
      {
        name: 'عکس خودی',
        pageKey: 'own-picture',
        layoutData: pictures('https://charity.example/images/b.svg'),
      },
      asAdmin.headers,
    );
    expect(answer.statusCode).toBe(201);
  });
});

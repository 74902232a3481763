import { describe, expect, it } from 'vitest';
import { parseVideoLink, videoEmbedUrl } from './video-link';

const YT = 'https://www.youtube.com/embed/dQw4w9WgXcQ';

describe('parseVideoLink', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', YT],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', YT],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', YT],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', YT],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', YT],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', YT],
    ['  https://www.youtube.com/watch?v=dQw4w9WgXcQ  ', YT],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://www.vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', 'https://player.vimeo.com/video/76979871'],
    ['https://www.aparat.com/v/Ab12C', 'https://www.aparat.com/video/video/embed/videohash/Ab12C/vt/frame'],
    ['https://aparat.com/v/Ab12C', 'https://www.aparat.com/video/video/embed/videohash/Ab12C/vt/frame'],
    [
      'https://www.aparat.com/video/video/embed/videohash/Ab12C/vt/frame',
      'https://www.aparat.com/video/video/embed/videohash/Ab12C/vt/frame',
    ],
  ])('reads %s', (link, embed) => {
    expect(videoEmbedUrl(link)).toBe(embed);
  });

  it('names the provider and the id', () => {
    expect(parseVideoLink('https://youtu.be/dQw4w9WgXcQ')).toEqual({
      provider: 'YOUTUBE',
      id: 'dQw4w9WgXcQ',
      embedUrl: YT,
    });
    expect(parseVideoLink('https://vimeo.com/123')?.provider).toBe('VIMEO');
    expect(parseVideoLink('https://aparat.com/v/xyz')?.provider).toBe('APARAT');
  });

  it.each([
    // Look-alike hosts and hosts named only in the path, query or user part.
    'https://youtube.com.evil.io/watch?v=dQw4w9WgXcQ',
    'https://evil.io/?youtube.com',
    'https://evil.io/watch?v=dQw4w9WgXcQ&youtube.com',
    'https://evil.io/youtube.com/watch?v=dQw4w9WgXcQ',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com@evil.io/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ',
    'https://evil.io#https://youtu.be/dQw4w9WgXcQ',
    'https://vimeo.com.evil.io/76979871',
    'https://evilvimeo.com/76979871',
    'https://aparat.com.evil.io/v/Ab12C',
    'https://fakeaparat.com/v/Ab12C',
    'https://www.www.youtube.com/watch?v=dQw4w9WgXcQ',
    // Other schemes, malformed ids and other pages of the right sites.
    'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
    'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    'https://www.youtube.com/channel/UC123',
    'https://www.youtube.com/',
    'https://youtu.be/',
    'https://vimeo.com/channels/staffpicks',
    'https://vimeo.com/abc',
    'https://player.vimeo.com/76979871',
    'https://www.aparat.com/v/',
    'https://www.aparat.com/Ab12C',
    'https://www.aparat.com/video/video/embed/videohash/Ab12C/vt/iframe',
    'https://www.aparat.com/v/Ab-12C',
    'youtube.com/watch?v=dQw4w9WgXcQ',
    'not a link',
    '',
  ])('refuses %s', (link) => {
    expect(parseVideoLink(link)).toBeNull();
  });

  it('answers null for no link', () => {
    expect(videoEmbedUrl(null)).toBeNull();
    expect(videoEmbedUrl(undefined)).toBeNull();
  });
});

// Trailer links (spec doc 3 §2.8, §5): only YouTube, Vimeo and Aparat. A link is parsed with the URL parser and
// its host compared exactly (bare, www. or m.), never matched as a substring, so look-alike hosts
// (youtube.com.evil.io) and hosts named only in the query (evil.io/?youtube.com) are refused.

export type VideoProvider = 'YOUTUBE' | 'VIMEO' | 'APARAT';

export interface VideoLink {
  provider: VideoProvider;
  /** The provider's id of the video. */
  id: string;
  /** The address to put in an iframe. */
  embedUrl: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const APARAT_HASH = /^[A-Za-z0-9]{1,32}$/;

/** The host without a leading `www.` or `m.`, lower-cased (URL already lower-cases it). */
function siteOf(url: URL): string {
  return url.hostname.replace(/^(?:www\.|m\.)/, '');
}

/** The path's non-empty segments. */
const segmentsOf = (url: URL): string[] => url.pathname.split('/').filter((s) => s !== '');

function youtube(url: URL, site: string): string | null {
  if (site === 'youtu.be') return segmentsOf(url)[0] ?? null;
  if (site !== 'youtube.com' && site !== 'youtube-nocookie.com') return null;
  const [first, second] = segmentsOf(url);
  if (first === 'watch' && second === undefined) return url.searchParams.get('v');
  if ((first === 'embed' || first === 'shorts') && second) return second;
  return null;
}

function vimeo(url: URL, site: string): string | null {
  const segments = segmentsOf(url);
  if (url.hostname === 'player.vimeo.com') return segments[0] === 'video' ? (segments[1] ?? null) : null;
  if (site !== 'vimeo.com') return null;
  return segments.length === 1 ? segments[0] : null;
}

function aparat(url: URL, site: string): string | null {
  if (site !== 'aparat.com') return null;
  const s = segmentsOf(url);
  if (s[0] === 'v' && s.length === 2) return s[1];
  const embed = ['video', 'video', 'embed', 'videohash', s[4], 'vt', 'frame'];
  if (s.length === 7 && s.every((segment, i) => segment === embed[i])) return s[4];
  return null;
}

/** Reads a YouTube, Vimeo or Aparat video link; null for anything else (other sites, malformed links). */
export function parseVideoLink(link: string | null | undefined): VideoLink | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const site = siteOf(url);

  const youtubeId = youtube(url, site);
  if (youtubeId !== null)
    return YOUTUBE_ID.test(youtubeId)
      ? { provider: 'YOUTUBE', id: youtubeId, embedUrl: `https://www.youtube.com/embed/${youtubeId}` }
      : null;
  const vimeoId = vimeo(url, site);
  if (vimeoId !== null)
    return VIMEO_ID.test(vimeoId)
      ? { provider: 'VIMEO', id: vimeoId, embedUrl: `https://player.vimeo.com/video/${vimeoId}` }
      : null;
  const aparatHash = aparat(url, site);
  if (aparatHash !== null)
    return APARAT_HASH.test(aparatHash)
      ? {
          provider: 'APARAT',
          id: aparatHash,
          embedUrl: `https://www.aparat.com/video/video/embed/videohash/${aparatHash}/vt/frame`,
        }
      : null;
  return null;
}

/** The embed address of a trailer link, or null when it is not a supported video link. */
export const videoEmbedUrl = (link: string | null | undefined): string | null =>
  parseVideoLink(link)?.embedUrl ?? null;

// Tiptap limited to what the shared sanitizer (common/html) keeps: paragraphs, headings 2–4, bold, italic,
// underline, bullet and numbered lists, quotes, line breaks and links (http, https, mailto or a path on this
// site). No images, code, tables, rules or strike-through can be made, pasted or typed.
import { isLayoutLink } from '@common/validation/link';
import StarterKit from '@tiptap/starter-kit';

export const HEADING_LEVELS = [2, 3, 4] as const;

/** An address a text-block link may hold (the shared layout-link rule; never empty). */
export const isAllowedLink = (url: string): boolean => url.trim() !== '' && isLayoutLink(url.trim());

export const richTextExtensions = [
  StarterKit.configure({
    heading: { levels: [...HEADING_LEVELS] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      protocols: ['mailto'],
      isAllowedUri: (url) => isAllowedLink(url),
      shouldAutoLink: (url) => isAllowedLink(url),
      // The sanitizer adds rel="noopener noreferrer" itself and drops everything else.
      HTMLAttributes: { target: null, rel: null, class: null },
    },
  }),
];

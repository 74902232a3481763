/** Disguised, truncated and hostile "images" for the upload tests: none of them is a whole image. */
export interface HostileFile {
  label: string;
  body: Buffer;
  filename: string;
  type: string;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SOI = Buffer.from([0xff, 0xd8, 0xff]);
const SCRIPT = Buffer.from('<script>alert(1)</script>');

/** A PNG signature and an IHDR chunk declaring `width`×`height` (CRC left zero: only the header is read). */
export function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 2, 0, 0, 0], 16);
  return Buffer.concat([PNG_SIGNATURE, ihdr, Buffer.alloc(64)]);
}

/** A GIF89a header and logical screen descriptor declaring `width`×`height`, then a trailer. */
export function gifHeader(width: number, height: number): Buffer {
  const head = Buffer.alloc(13);
  head.write('GIF89a', 0, 'latin1');
  head.writeUInt16LE(width, 6);
  head.writeUInt16LE(height, 8);
  return Buffer.concat([head, Buffer.from([0x3b])]);
}

/** A RIFF/WEBP file whose VP8X chunk declares `width`×`height` (24-bit fields: up to 16 777 216). */
export function webpHeader(width: number, height: number): Buffer {
  const body = Buffer.alloc(30);
  body.write('RIFF', 0, 'latin1');
  body.writeUInt32LE(22, 4);
  body.write('WEBPVP8X', 8, 'latin1');
  body.writeUInt32LE(10, 16);
  body.writeUIntLE(width - 1, 24, 3);
  body.writeUIntLE(height - 1, 27, 3);
  return body;
}

/** A JPEG whose baseline start-of-frame declares `width`×`height` (at most 65 535 each). */
export function jpegHeader(width: number, height: number): Buffer {
  const sof = Buffer.from([
    0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
  ]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), sof, Buffer.from([0xff, 0xd9])]);
}

const text = (value: string) => Buffer.from(value);
const IMAGE_NAMES = [
  ['cat.jpg', 'image/jpeg'],
  ['cat.png', 'image/png'],
  ['cat.gif', 'image/gif'],
  ['cat.webp', 'image/webp'],
] as const;

const DISGUISES: Array<[string, Buffer]> = [
  ['html', text('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>')],
  ['html-lower', text('<html><img src=x onerror=alert(1)></html>')],
  ['javascript', text('alert(document.cookie);\n')],
  ['php', text('<?php system($_GET["c"]); ?>')],
  ['svg-script', text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
  ['svg-onload', text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
  ['empty', Buffer.alloc(0)],
  ['one-byte', Buffer.from([0x89])],
  ['png-signature-then-html', Buffer.concat([PNG_SIGNATURE, SCRIPT])],
];

const TRUNCATED: Array<[string, Buffer]> = [
  ['png-signature-only', PNG_SIGNATURE],
  ['png-truncated-ihdr', pngHeader(10, 10).subarray(0, 20)],
  ['jpeg-soi-then-script', Buffer.concat([JPEG_SOI, Buffer.from([0xe0, 0x00, 0x10]), SCRIPT])],
  ['jpeg-truncated-sof', jpegHeader(10, 10).subarray(0, 8)],
  ['jpeg-no-frame', Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x08, 1, 2, 3, 4, 5, 6, 0xff, 0xd9])],
  ['gif-magic-only', text('GIF89a')],
  ['gif-truncated-screen', gifHeader(10, 10).subarray(0, 9)],
  ['gif-zero-size', gifHeader(0, 0)],
  ['webp-riff-only', text('RIFF\u0000\u0000\u0000\u0000WEBP')],
  ['webp-truncated-vp8x', webpHeader(10, 10).subarray(0, 22)],
  ['webp-unknown-chunk', Buffer.concat([text('RIFF\u0016\u0000\u0000\u0000WEBPABCD'), Buffer.alloc(18)])],
  ['pdf', text('%PDF-1.4\n1 0 obj <<>> endobj\n')],
  ['zip', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40)])],
  ['html-then-png', Buffer.concat([SCRIPT, pngHeader(1, 1)])],
];

/**
 * Fifty hostile uploads: each of the nine disguises under the four image names and declared types (36), and
 * fourteen truncated, empty-bodied or foreign headers and polyglots under an image name.
 */
export function hostileFiles(): HostileFile[] {
  const disguised = DISGUISES.flatMap(([label, body]) =>
    IMAGE_NAMES.map(([filename, type]) => ({ label: `${label} as ${filename}`, body, filename, type })),
  );
  const headers = TRUNCATED.map(([label, body], i) => {
    const [filename, type] = IMAGE_NAMES[i % IMAGE_NAMES.length];
    return { label, body, filename, type };
  });
  return [...disguised, ...headers];
}

export interface ImageDimensions {
  width: number;
  height: number;
}

type Reader = (bytes: Buffer) => ImageDimensions | null;

const ascii = (bytes: Buffer, start: number, end: number): string => bytes.toString('latin1', start, end);

/** PNG: the first chunk must be a complete IHDR (13 bytes of data and its CRC). */
const png: Reader = (bytes) => {
  if (bytes.length < 33 || bytes.readUInt32BE(8) !== 13 || ascii(bytes, 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

/** GIF: the logical screen descriptor, followed by at least one more byte. */
const gif: Reader = (bytes) => {
  if (bytes.length <= 13 || !/^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return null;
  return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
};

const isStartOfFrame = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: walks the marker segments to the first start-of-frame. */
const jpeg: Reader = (bytes) => {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
};

/** WEBP: the first chunk after the RIFF header (lossy VP8, lossless VP8L or extended VP8X). */
const webp: Reader = (bytes) => {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 12) !== 'WEBP') return null;
  switch (ascii(bytes, 12, 16)) {
    case 'VP8 ':
      if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
      return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
    case 'VP8L': {
      if (bytes[20] !== 0x2f) return null;
      const bits = bytes.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case 'VP8X':
      return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
    default:
      return null;
  }
};

const READERS: Record<string, Reader> = {
  'image/png': png,
  'image/gif': gif,
  'image/jpeg': jpeg,
  'image/webp': webp,
};

/**
 * The width and height an image's header declares, read from its bytes without decoding anything; null
 * when the header is missing, truncated or declares an empty image.
 */
export function readImageDimensions(bytes: Buffer, mimeType: string): ImageDimensions | null {
  const read = READERS[mimeType];
  const dimensions = read ? read(bytes) : null;
  if (!dimensions || dimensions.width === 0 || dimensions.height === 0) return null;
  return dimensions;
}

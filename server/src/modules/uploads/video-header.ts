import type { VideoExtension } from './video-kind';

/** `true` when the container's opening structure is whole in `head` (the file's first bytes) and fits in `size`. */
type Check = (head: Buffer, size: number) => boolean;

const ascii = (bytes: Buffer, start: number, end: number): string => bytes.toString('latin1', start, end);

/** An ISO media box at `at`: its type and where it ends, or null when its header is cut or it overruns the file. */
function boxAt(head: Buffer, at: number, size: number): { type: string; end: number } | null {
  if (at + 8 > head.length) return null;
  let length = head.readUInt32BE(at);
  let headerLength = 8;
  if (length === 1) {
    if (at + 16 > head.length) return null;
    length = Number(head.readBigUInt64BE(at + 8));
    headerLength = 16;
  } else if (length === 0) {
    length = size - at; // the box runs to the end of the file
  }
  if (length < headerLength || at + length > size) return null;
  return { type: ascii(head, at + 4, at + 8), end: at + length };
}

/** MP4 and MOV: the first box is whole; a type box declares brand and version and is followed by another box. */
const isoMedia: Check = (head, size) => {
  const first = boxAt(head, 0, size);
  if (!first) return false;
  if (first.type !== 'ftyp') return true;
  return first.end >= 16 && boxAt(head, first.end, size) !== null;
};

/** An EBML variable-size integer at `at`: its length in bytes and its value. */
function vint(head: Buffer, at: number): { length: number; value: number } | null {
  if (at >= head.length || head[at] === 0) return null;
  const length = Math.clz32(head[at]) - 23;
  if (at + length > head.length) return null;
  let value = head[at] & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + head[at + i];
  return { length, value };
}

const SEGMENT_ID = 0x18538067;

/** WEBM and MKV: the whole EBML header element, then a Segment's id and size. */
const matroska: Check = (head) => {
  const header = vint(head, 4);
  if (!header) return false;
  const end = 4 + header.length + header.value;
  return end + 4 <= head.length && head.readUInt32BE(end) === SEGMENT_ID && vint(head, end + 4) !== null;
};

/** AVI: a RIFF chunk that fits in the file and opens with a LIST chunk. */
const avi: Check = (head, size) =>
  head.length >= 20 && head.readUInt32LE(4) + 8 <= size && ascii(head, 12, 16) === 'LIST';

/** WMV (ASF): the header object's declared size is at least its own fields and fits in the file. */
const asf: Check = (head, size) => {
  if (head.length < 30) return false;
  const length = Number(head.readBigUInt64LE(16));
  return length >= 30 && length <= size;
};

/** FLV: the header (its declared length) and the first previous-tag-size field. */
const flv: Check = (head, size) => {
  if (head.length < 9) return false;
  const dataOffset = head.readUInt32BE(5);
  return dataOffset >= 9 && dataOffset + 4 <= size;
};

const CHECKS: Record<VideoExtension, Check> = {
  mp4: isoMedia,
  mov: isoMedia,
  webm: matroska,
  mkv: matroska,
  avi,
  wmv: asf,
  flv,
};

/**
 * Whether a recognised video's opening structure is whole: file-type names a container from a few magic
 * bytes, and a file cut inside its first header (or only a signature) is not a video.
 */
export function isWholeVideoHeader(head: Buffer, size: number, ext: VideoExtension): boolean {
  return CHECKS[ext](head, size);
}

/** Tiny videos for the upload tests: each is only the opening structure file-type and the header check read. */

/** An ISO media box: its 32-bit size, its type and its body. */
export function box(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** An `ftyp` box with `brand`, then a small `mdat` box. */
export function isoVideo(brand: string): Buffer {
  const ftyp = box(
    'ftyp',
    Buffer.concat([Buffer.from(brand.padEnd(4), 'latin1'), Buffer.alloc(4), Buffer.from('isom')]),
  );
  return Buffer.concat([ftyp, box('mdat', Buffer.alloc(32, 0x11))]);
}

/** An EBML element with a one-byte size (bodies under 127 bytes). */
function element(id: number[], body: Buffer): Buffer {
  return Buffer.concat([Buffer.from(id), Buffer.from([0x80 | body.length]), body]);
}

/** The EBML header declaring `docType`, a Segment of unknown size, and a few bytes of it. */
export function matroskaVideo(docType: 'webm' | 'matroska'): Buffer {
  const header = element(
    [0x1a, 0x45, 0xdf, 0xa3],
    Buffer.concat([
      element([0x42, 0x86], Buffer.from([1])),
      element([0x42, 0x82], Buffer.from(docType)),
      element([0x42, 0x87], Buffer.from([4])),
      element([0x42, 0x85], Buffer.from([2])),
    ]),
  );
  const segment = Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  return Buffer.concat([header, segment, Buffer.alloc(16, 0x22)]);
}

/** How many leading bytes of a Matroska sample are its header (EBML header, Segment id and size). */
export const matroskaHeaderLength = (video: Buffer) => video.length - 16;

/** RIFF 'AVI ' with a LIST 'hdrl' chunk. */
export function aviVideo(): Buffer {
  const list = Buffer.concat([Buffer.from('LIST'), Buffer.alloc(4), Buffer.from('hdrl'), Buffer.alloc(8)]);
  list.writeUInt32LE(list.length - 8, 4);
  const head = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('AVI '), list]);
  head.writeUInt32LE(head.length - 8, 4);
  return head;
}

/** An FLV header (video flag) and the first previous-tag-size field. */
export function flvVideo(): Buffer {
  return Buffer.concat([Buffer.from('FLV'), Buffer.from([1, 0x01, 0, 0, 0, 9]), Buffer.alloc(4)]);
}

const guid = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex');
const ASF_HEADER = guid('3026B2758E66CF11 A6D900AA0062CE6C');
const ASF_STREAM_PROPERTIES = guid('9107DCB7B7A9CF11 8EE600C00C205365');
const ASF_VIDEO_MEDIA = guid('C0EF19BC4D5BCF11 A8FD00805F5C442B');

/** An ASF header object holding one stream-properties object for a video stream (a WMV's first bytes). */
export function wmvVideo(): Buffer {
  const streamBody = Buffer.concat([ASF_VIDEO_MEDIA, Buffer.alloc(40)]);
  const stream = Buffer.concat([ASF_STREAM_PROPERTIES, Buffer.alloc(8), streamBody]);
  stream.writeBigUInt64LE(BigInt(stream.length), 16);
  const header = Buffer.concat([ASF_HEADER, Buffer.alloc(8), Buffer.from([1, 0, 0, 0, 1, 2]), stream]);
  header.writeBigUInt64LE(BigInt(header.length), 16);
  return Buffer.concat([header, Buffer.alloc(50)]);
}

/** A QuickTime movie: an `ftyp` box with brand `qt  `, then `mdat`. */
export const movVideo = () => isoVideo('qt');

export const SAMPLE_VIDEOS = {
  mp4: () => isoVideo('isom'),
  mov: movVideo,
  avi: aviVideo,
  wmv: wmvVideo,
  flv: flvVideo,
  webm: () => matroskaVideo('webm'),
  mkv: () => matroskaVideo('matroska'),
} as const;

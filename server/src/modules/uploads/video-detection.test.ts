import { VIDEO_EXTENSIONS, VIDEO_MIME_TYPES } from '@common/constants';
import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '../../storage/file-storage';
import { isoVideo, matroskaHeaderLength, matroskaVideo, SAMPLE_VIDEOS } from './video-files';
import { isWholeVideoHeader } from './video-header';
import { detectVideo } from './video-kind';

/** What the service accepts: a recognised video whose opening structure is whole. */
const accepted = async (bytes: Buffer) => {
  const ext = await detectVideo(bytes);
  return ext && isWholeVideoHeader(bytes, bytes.length, ext) ? ext : null;
};

describe('video recognition', () => {
  it('stores every allowed extension under the MIME type of the shared list', () => {
    expect(VIDEO_EXTENSIONS.map((ext) => CONTENT_TYPES[ext]).sort()).toEqual([...VIDEO_MIME_TYPES].sort());
  });

  it('recognises each allowed container by its bytes', async () => {
    for (const [ext, sample] of Object.entries(SAMPLE_VIDEOS)) {
      expect({ ext, found: await accepted(sample()) }).toEqual({ ext, found: ext });
    }
  });

  it('refuses MP4 and WEBM files cut anywhere inside their header', async () => {
    const mp4 = isoVideo('isom');
    for (let length = 0; length < mp4.length; length++) {
      expect({ length, found: await accepted(mp4.subarray(0, length)) }).toEqual({ length, found: null });
    }
    const webm = matroskaVideo('webm');
    for (let length = 0; length < matroskaHeaderLength(webm); length++) {
      expect({ length, found: await accepted(webm.subarray(0, length)) }).toEqual({ length, found: null });
    }
  });

  it('refuses the other containers cut inside their header', async () => {
    for (const [ext, sample] of Object.entries(SAMPLE_VIDEOS)) {
      const bytes = sample();
      for (const length of [4, 8, 12, 16, 20]) {
        if (length >= bytes.length) continue;
        const cut = bytes.subarray(0, length);
        // A cut file may still be recognised, but its declared sizes no longer fit.
        expect({ ext, length, found: await accepted(cut) }).toEqual({ ext, length, found: null });
      }
    }
  });

  it('refuses images, audio and other ISO media brands', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    for (const bytes of [png, isoVideo('M4A'), isoVideo('heic'), isoVideo('avif'), isoVideo('3gp4')]) {
      expect(await accepted(bytes)).toBeNull();
    }
  });
});

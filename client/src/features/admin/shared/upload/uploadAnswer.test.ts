import { describe, expect, it } from 'vitest';
import { answerProblems, readUploadAnswer } from './uploadAnswer';

describe('reading an upload’s last answer', () => {
  it('gives the stored video and the message', () => {
    const body = JSON.stringify({
      success: true,
      message: 'ویدیو با موفقیت آپلود شد',
      data: { fileUrl: '/uploads/videos/a.mp4', minioKey: 'videos/a.mp4', fileName: 'درس.mp4' },
    });
    expect(readUploadAnswer(body)).toEqual({
      video: { fileUrl: '/uploads/videos/a.mp4', minioKey: 'videos/a.mp4', fileName: 'درس.mp4' },
      message: 'ویدیو با موفقیت آپلود شد',
    });
  });

  it('names the spec’s problem for an empty, unreadable or malformed answer', () => {
    expect(readUploadAnswer('  ')).toEqual({ video: null, message: answerProblems.empty });
    expect(readUploadAnswer('<html>502</html>')).toEqual({ video: null, message: answerProblems.notJson });
    expect(readUploadAnswer('"ok"')).toEqual({ video: null, message: answerProblems.invalid });
    expect(readUploadAnswer(JSON.stringify({ success: true, data: { fileUrl: '/x' } }))).toEqual({
      video: null,
      message: answerProblems.invalid,
    });
  });

  it('keeps a refusal’s own message', () => {
    expect(readUploadAnswer(JSON.stringify({ success: false, message: 'حجم زیاد است', data: null }))).toEqual(
      {
        video: null,
        message: 'حجم زیاد است',
      },
    );
  });
});

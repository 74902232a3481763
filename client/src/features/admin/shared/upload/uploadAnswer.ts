/** What the server answers for a stored course video (the spec's Video upload result). */
export interface UploadedVideo {
  fileUrl: string;
  minioKey: string;
  fileName: string;
}

export interface UploadAnswer {
  video: UploadedVideo | null;
  /** The server's message for people, when it sent one. */
  message: string | null;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** Spec doc 3 §8: what a person is told when the server's answer to an upload cannot be read. */
export const answerProblems = {
  empty: 'سرور پاسخ خالی ارسال کرده است',
  notJson: 'فرمت پاسخ سرور نامعتبر است',
  invalid: 'سرور پاسخ معتبری ارسال نکرده است',
} as const;

/**
 * Reads the envelope `{ success, message, data }` of an upload's last answer; an empty, unreadable or
 * malformed answer reads as no video with the spec's message for it.
 */
export function readUploadAnswer(body: string): UploadAnswer {
  if (body.trim() === '') return { video: null, message: answerProblems.empty };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { video: null, message: answerProblems.notJson };
  }
  if (!parsed || typeof parsed !== 'object') return { video: null, message: answerProblems.invalid };
  const { success, message, data } = parsed as { success?: unknown; message?: unknown; data?: unknown };
  const text = isText(message) ? message : null;
  if (success !== true) return { video: null, message: text };
  if (!data || typeof data !== 'object') return { video: null, message: answerProblems.invalid };
  const { fileUrl, minioKey, fileName } = data as Record<string, unknown>;
  if (!isText(fileUrl) || !isText(minioKey) || !isText(fileName))
    return { video: null, message: answerProblems.invalid };
  return { video: { fileUrl, minioKey, fileName }, message: text };
}

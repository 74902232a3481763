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

/** Reads the envelope `{ success, message, data }` of an upload's last answer (any other body reads as nothing). */
export function readUploadAnswer(body: string): UploadAnswer {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { video: null, message: null };
  }
  if (!parsed || typeof parsed !== 'object') return { video: null, message: null };
  const { success, message, data } = parsed as { success?: unknown; message?: unknown; data?: unknown };
  const text = isText(message) ? message : null;
  if (success !== true || !data || typeof data !== 'object') return { video: null, message: text };
  const { fileUrl, minioKey, fileName } = data as Record<string, unknown>;
  if (!isText(fileUrl) || !isText(minioKey) || !isText(fileName)) return { video: null, message: text };
  return { video: { fileUrl, minioKey, fileName }, message: text };
}

import { invalid } from '../../errors';
import { courseAdminMessages } from './course-admin.messages';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Items sorted by the spec's order field when every item has a number there; else as sent. */
function inOrder(items: unknown, key: string): unknown {
  if (!Array.isArray(items)) return items;
  const orders = items.map((item) => (isObject(item) ? Number(item[key]) : Number.NaN));
  if (!orders.every(Number.isFinite)) return items;
  return items
    .map((item, i) => ({ item, order: orders[i], i }))
    .sort((a, b) => a.order - b.order || a.i - b.i)
    .map(({ item }) => item);
}

/** The spec's `videoMinioKey` is the input's `videoKey`. */
function withVideoKey({ videoMinioKey, ...rest }: Json): Json {
  return rest.videoKey === undefined && videoMinioKey !== undefined
    ? { ...rest, videoKey: videoMinioKey }
    : rest;
}

function chapterOf(chapter: unknown): unknown {
  if (!isObject(chapter)) return chapter;
  const lessons = inOrder(chapter.lessons, 'order');
  return {
    ...withVideoKey(chapter),
    ...(Array.isArray(lessons) && { lessons: lessons.map((l) => (isObject(l) ? withVideoKey(l) : l)) }),
  };
}

/**
 * The course form as the REST door receives it: multipart `courseData` (JSON text) with an optional
 * `thumbnail` file, or the course as the JSON body itself. Chapters in `chapterOrder` and lessons in `order`
 * when the request numbers them (the input's order is the list's). Unreadable `courseData` is a 400 on it.
 */
export function courseRequestBody({ courseData, thumbnail, ...rest }: Json): Json {
  let data: unknown = courseData === undefined ? rest : courseData;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      throw invalid({ courseData: courseAdminMessages.courseDataInvalid });
    }
  }
  if (!isObject(data)) throw invalid({ courseData: courseAdminMessages.courseDataInvalid });
  const chapters = inOrder(data.chapters, 'chapterOrder');
  return {
    ...data,
    ...(Array.isArray(chapters) && { chapters: chapters.map(chapterOf) }),
    ...(thumbnail !== undefined && { thumbnail }),
  };
}

import { isLink, maxLengthMessage, messages } from '@common/validation';
import { invalid } from '../../errors';
import { courseAdminMessages } from './course-admin.messages';

const KEY_MAX = 1024;
const URL_MAX = 2048;

/**
 * The video of a setLessonVideo call: a storage key and/or a link, each trimmed (blank is none). At least one
 * must be named, null included, so a call that names neither (an empty REST body) changes nothing.
 */
export function readLessonVideo(
  videoKey: string | null | undefined,
  videoUrl: string | null | undefined,
): { key: string | null; url: string | null } {
  if (videoKey === undefined && videoUrl === undefined)
    throw invalid({ videoKey: courseAdminMessages.videoMissing });
  const key = videoKey?.trim() || null;
  const url = videoUrl?.trim() || null;
  const errors: Record<string, string> = {};
  if (key && key.length > KEY_MAX) errors.videoKey = maxLengthMessage(KEY_MAX);
  if (url && url.length > URL_MAX) errors.videoUrl = maxLengthMessage(URL_MAX);
  else if (url && !isLink(url)) errors.videoUrl = messages.invalidUrl;
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return { key, url };
}

import type { CourseCategory, CourseLanguage, CourseLevel, LessonContentType } from '@common/enums';

/** A lesson as the wizard edits it; `key` tells rows apart before the server gives them ids. */
export interface LessonDraft {
  key: string;
  id?: number;
  title: string;
  description?: string | null;
  contentType: LessonContentType;
  durationMinutes: number;
  videoUrl?: string | null;
  videoMinioKey?: string | null;
  contentText?: string | null;
  resourcesUrls?: string | null;
  isFree: boolean;
  isDownloadable: boolean;
  notes?: string | null;
}

export interface ChapterDraft {
  key: string;
  id?: number;
  title: string;
  description?: string | null;
  durationMinutes: number;
  isFree: boolean;
  /** Starts at 1, renumbered after every change (spec doc 3 §2.8). */
  chapterOrder: number;
  lessons: LessonDraft[];
}

/** The whole course in the wizard's one form; numbers may be blank strings while typed. */
export interface CourseDraft {
  title: string;
  category: CourseCategory | '';
  level: CourseLevel | '';
  shortDescription: string;
  description: string;
  whatYouWillLearn: string;
  requirements: string;
  targetAudience: string;
  price: number | string;
  durationHours: number | string;
  durationMinutes: number | string;
  maxStudents: number | string;
  language: CourseLanguage;
  /** A staff member chosen as the instructor (their name then fills instructorName), or null for a typed name. */
  instructorId: number | null;
  instructorName: string;
  certificateProvided: boolean;
  thumbnailUrl: string;
  trailerVideoUrl: string;
  autoPlayTrailer: boolean;
  showThumbnailOverlay: boolean;
  skills: string[];
  chapters: ChapterDraft[];
}

export const emptyCourseDraft = (): CourseDraft => ({
  title: '',
  category: '',
  level: '',
  shortDescription: '',
  description: '',
  whatYouWillLearn: '',
  requirements: '',
  targetAudience: '',
  price: '۰',
  durationHours: '۰',
  durationMinutes: '۰',
  maxStudents: '',
  language: 'PERSIAN',
  instructorId: null,
  instructorName: '',
  certificateProvided: false,
  thumbnailUrl: '',
  trailerVideoUrl: '',
  autoPlayTrailer: false,
  showThumbnailOverlay: true,
  skills: [],
  chapters: [],
});

let counter = 0;
/** A key for a new chapter or lesson row, unique in this page's life. */
export const newRowKey = (): string => `new-${Date.now().toString(36)}-${(counter++).toString(36)}`;

import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import {
  AdminCourseVideosDocument,
  type AdminCourseVideosQuery,
  SetLessonVideoDocument,
} from '../../../../gql/graphql';
import { type RenderPageOptions, renderPage } from '../../../../test/renderPage';
import { adminPattern } from '../../shared/adminUrl';
import type { UploadedVideo } from '../../shared/upload/uploadAnswer';
import { coursePaths, courseUrls } from '../urls';
import { AdminCourseVideosPage } from './AdminCourseVideosPage';

// The upload itself is the field's own test; here a chosen file is at once the stored video below.
const STORED: UploadedVideo = {
  fileUrl: '/uploads/videos/new.mp4',
  minioKey: 'videos/new.mp4',
  fileName: 'new.mp4',
};
vi.mock('../../shared/upload/useResumableUpload', () => ({
  useResumableUpload: (onUploaded: (video: UploadedVideo) => void) => ({
    status: 'idle',
    percent: 0,
    error: null,
    fileName: null,
    start: () => onUploaded(STORED),
    pause: () => {},
    resume: () => {},
    cancel: () => {},
  }),
}));

type Lesson = NonNullable<AdminCourseVideosQuery['adminCourse']>['chapters'][number]['lessons'][number];
const lesson = (
  id: number,
  title: string,
  video: Partial<Pick<Lesson, 'videoUrl' | 'videoKey'>> = {},
): Lesson => ({
  __typename: 'Lesson',
  id,
  title,
  contentType: 'VIDEO',
  durationMinutes: 12,
  isFree: id === 1,
  videoUrl: null,
  videoKey: null,
  ...video,
});

const course: AdminCourseVideosQuery = {
  adminCourse: {
    __typename: 'Course',
    id: 7,
    title: 'برنامه‌نویسی مقدماتی',
    status: 'DRAFT',
    chapters: [
      {
        __typename: 'Chapter',
        id: 70,
        title: 'فصل اول: آشنایی',
        lessons: [
          lesson(1, 'معرفی دوره', { videoUrl: '/uploads/videos/intro.mp4', videoKey: 'videos/intro.mp4' }),
          lesson(2, 'نصب ابزارها'),
          lesson(3, 'نمونه‌ی بیرونی', { videoUrl: 'https://www.aparat.com/v/abc' }),
        ],
      },
    ],
  },
};

const loaded = (data: AdminCourseVideosQuery = course) => ({
  request: { query: AdminCourseVideosDocument, variables: { id: 7 } },
  result: { data },
});
const setVideo = (lessonId: number, videoKey: string | null, videoUrl: string | null) => ({
  request: { query: SetLessonVideoDocument, variables: { lessonId, videoKey, videoUrl } },
  result: {
    data: { setLessonVideo: { __typename: 'Lesson' as const, id: lessonId, videoKey, videoUrl } },
  },
});

const open = (mocks: RenderPageOptions['mocks']) =>
  renderPage({
    path: courseUrls.videos(7),
    route: adminPattern(coursePaths.videos),
    element: <AdminCourseVideosPage />,
    mocks,
  });

const row = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

describe('AdminCourseVideosPage', () => {
  it("lists the chapters' lessons with their videos: a player for an uploaded file, a link for another site's", async () => {
    open([loaded()]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ویدیوهای دوره «برنامه‌نویسی مقدماتی»' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'فصل اول: آشنایی' })).toBeTruthy();

    const intro = row('معرفی دوره');
    const player = intro.querySelector('video');
    expect(player?.getAttribute('src')).toBe('/uploads/videos/intro.mp4');
    expect(player?.getAttribute('aria-label')).toBe('ویدیوی درس «معرفی دوره»');
    expect(within(intro).getByText('ویدیو دارد')).toBeTruthy();
    expect(within(intro).getByText('رایگان')).toBeTruthy();
    expect(within(intro).getByText('جایگزینی ویدیو')).toBeTruthy();

    const tools = row('نصب ابزارها');
    expect(tools.querySelector('video')).toBeNull();
    expect(within(tools).getByText('بدون ویدیو')).toBeTruthy();
    expect(within(tools).getByText('آپلود ویدیو')).toBeTruthy();
    expect(within(tools).queryByRole('button', { name: 'حذف ویدیو' })).toBeNull();

    const external = row('نمونه‌ی بیرونی');
    expect(external.querySelector('video')).toBeNull();
    expect(within(external).getByRole('link', { name: 'https://www.aparat.com/v/abc' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ویرایش دوره' }).getAttribute('href')).toBe(courseUrls.edit(7));
  });

  it('sets an uploaded video on the lesson and plays it', async () => {
    const success = vi.spyOn(toast, 'success');
    const { user } = open([loaded(), setVideo(2, STORED.minioKey, STORED.fileUrl)]);
    await screen.findByRole('heading', { name: 'نصب ابزارها' });
    const input = within(row('نصب ابزارها')).getByLabelText('آپلود ویدیو');
    await user.upload(input, new File([new Uint8Array(10)], 'lesson.mp4', { type: 'video/mp4' }));
    await waitFor(() =>
      expect(row('نصب ابزارها').querySelector('video')?.getAttribute('src')).toBe(STORED.fileUrl),
    );
    expect(within(row('نصب ابزارها')).getByText('ویدیو دارد')).toBeTruthy();
    expect(success).toHaveBeenCalledWith('ویدیوی درس ذخیره شد', expect.anything());
  });

  it('removes a video after confirmation', async () => {
    const { user } = open([loaded(), setVideo(1, null, null)]);
    await screen.findByRole('heading', { name: 'معرفی دوره' });
    await user.click(within(row('معرفی دوره')).getByRole('button', { name: 'حذف ویدیو' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'حذف ویدیوی درس «معرفی دوره»' });
    await user.click(within(dialog).getByRole('button', { name: 'حذف ویدیو' }));
    await waitFor(() => expect(row('معرفی دوره').querySelector('video')).toBeNull());
    expect(within(row('معرفی دوره')).getByText('بدون ویدیو')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says so when the course does not exist', async () => {
    open([loaded({ adminCourse: null })]);
    expect(await screen.findByText('دوره‌ی مورد نظر یافت نشد')).toBeTruthy();
  });

  it('offers a retry when loading fails', async () => {
    const { user } = open([
      { request: { query: AdminCourseVideosDocument, variables: { id: 7 } }, error: new Error('network') },
      loaded(),
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain('خطا در بارگذاری ویدیوهای دوره');
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('heading', { name: 'معرفی دوره' })).toBeTruthy();
  });
});

import type { MockLink } from '@apollo/client/testing';
import { Route, Routes } from 'react-router-dom';
import {
  CoursePaymentMethodsDocument,
  type CoursePaymentMethodsQuery,
  PublicCourseDocument,
  type PublicCourseQuery,
} from '../../gql/graphql';
import { makePaymentMethod } from '../../test/fixtures';
import { renderPage } from '../../test/renderPage';
import { CourseDetailPage } from './CourseDetailPage';
import { makeCourse } from './catalogue/testCourses';

// Fixtures of the course page's component tests.

export type Mock = MockLink.MockedResponse;
export type DetailCourse = NonNullable<PublicCourseQuery['publicCourse']>;
type Method = CoursePaymentMethodsQuery['activePaymentMethods'][number];

export const course: DetailCourse = {
  ...makeCourse(7, { title: 'ریاضی پایه', price: 250_000, isFree: false, reviewsCount: 12 }),
  description: 'دوره‌ای برای دوستی با ریاضی.',
  whatYouWillLearn: '- کسرها\n- معادله‌های ساده',
  requirements: 'آشنایی با چهار عمل اصلی',
  targetAudience: 'دانش‌آموزان پایه‌ی هفتم',
  skills: ['حل مسئله'],
  maxStudents: null,
  trailerVideoUrl: null,
  trailerEmbedUrl: null,
  autoPlayTrailer: false,
  showThumbnailOverlay: true,
  instructorId: null,
  totalLessons: 2,
  certificateProvided: true,
  language: 'PERSIAN',
  lastUpdated: '2025-03-21T08:00:00.000Z',
  chapters: [
    {
      __typename: 'Chapter',
      id: 1,
      title: 'فصل اول: کسرها',
      description: null,
      durationMinutes: 30,
      isFree: false,
      videoUrl: null,
      videoKey: null,
      lessons: [
        {
          __typename: 'Lesson',
          id: 1,
          title: 'کسر چیست؟',
          durationMinutes: 10,
          isFree: true,
          contentAvailable: true,
          description: null,
          contentType: 'VIDEO',
          isDownloadable: false,
          videoUrl: null,
          videoKey: null,
          contentText: null,
          resourcesUrls: null,
          notes: null,
        },
        {
          __typename: 'Lesson',
          id: 2,
          title: 'جمع کسرها',
          durationMinutes: 20,
          isFree: false,
          contentAvailable: false,
          description: null,
          contentType: 'VIDEO',
          isDownloadable: false,
          videoUrl: null,
          videoKey: null,
          contentText: null,
          resourcesUrls: null,
          notes: null,
        },
      ],
    },
  ],
  viewerEnrollment: null,
  viewerProgress: null,
  viewerCertificate: null,
};

export const onlineMethod: Method = makePaymentMethod({
  id: 1,
  code: 'zarinpal',
  displayNameFa: 'پرداخت آنلاین',
});

export const cardMethod: Method = makePaymentMethod({
  id: 2,
  code: 'card',
  displayNameFa: 'کارت به کارت',
  provider: 'CARD_TO_CARD',
  config: { cardNumber: '6037997512345678', accountName: 'انجمن نور دانش' },
});

export const methodsMock = (methods: Method[] = [onlineMethod]): Mock => ({
  request: { query: CoursePaymentMethodsDocument },
  result: { data: { activePaymentMethods: methods } },
});

export const courseMock = (id: number, result: PublicCourseQuery['publicCourse']): Mock => ({
  request: { query: PublicCourseDocument, variables: { id } },
  result: { data: { publicCourse: result } },
});

/** The page at `path` with the given mocks (the payment methods unless `methods` says otherwise). */
export function renderDetail(path: string, mocks: Mock[], methods: Mock = methodsMock()) {
  return renderPage({
    path,
    mocks: [methods, ...mocks],
    element: (
      <Routes>
        <Route path="/courses/:id" element={<CourseDetailPage />} />
        <Route path="/login" element={<p>صفحه‌ی ورود</p>} />
      </Routes>
    ),
  }).router;
}

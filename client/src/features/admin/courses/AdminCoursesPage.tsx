import { useQuery } from '@apollo/client/react';
import { formatJalaliDate } from '@common/date';
import { toPersianDigits } from '@common/digits';
import { COURSE_CATEGORIES, COURSE_STATUSES, type CourseCategory, type CourseStatus } from '@common/enums';
import { courseCategoryLabels, courseStatusLabels } from '@common/labels';
import { formatPrice } from '@common/money';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTableParams } from '../../../components/data-table/useTableParams';
import { Button } from '../../../components/ui/Button';
import { buttonClasses } from '../../../components/ui/buttonStyles';
import { BookIcon, StarIcon, UsersIcon } from '../../../components/ui/icons';
import { CheckIcon, RefreshIcon } from '../../../components/ui/pageIcons';
import { useConfirm } from '../../../components/ui/useConfirm';
import { type AdminCourseRowFieldsFragment, AdminCoursesDocument } from '../../../gql/graphql';
import { AdminListPage } from '../shared/AdminListPage';
import { FilterSelect } from '../shared/FilterSelect';
import { SearchBox } from '../shared/SearchBox';
import { StatCard } from '../shared/StatCard';
import { CourseRowActions } from './CourseRowActions';
import { CourseStatusBadge } from './CourseStatusBadge';
import { COURSE_TEXTS } from './courseTexts';
import { courseUrls } from './urls';
import { useCourseActions } from './useCourseActions';

type Row = AdminCourseRowFieldsFragment;
const isCategory = (v: string | undefined): v is CourseCategory =>
  COURSE_CATEGORIES.includes(v as CourseCategory);
const isStatus = (v: string | undefined): v is CourseStatus => COURSE_STATUSES.includes(v as CourseStatus);

/** /admin/courses: figures, server-side search and filters over every course, and the row actions (spec doc 3 §2.7). */
export function AdminCoursesPage() {
  const table = useTableParams({ size: 10, filters: ['q', 'category', 'status'] });
  const { q = '', category, status } = table.filters;
  const { data, previousData, loading, error, refetch } = useQuery(AdminCoursesDocument, {
    variables: {
      page: table.page,
      size: table.size,
      query: q || undefined,
      category: isCategory(category) ? category : undefined,
      status: isStatus(status) ? status : undefined,
    },
    fetchPolicy: 'cache-and-network',
  });
  const answer = data ?? previousData;
  const actions = useCourseActions(() => void refetch());
  const confirm = useConfirm();
  const stats = answer?.adminCourseStats;

  const columns = useMemo<ColumnDef<Row, unknown>[]>(() => {
    const askDelete = (course: Row) =>
      void confirm({
        title: `حذف دوره‌ی «${course.title}»`,
        body:
          course.enrolledStudents > 0
            ? `این دوره ${toPersianDigits(course.enrolledStudents)} دانشجو دارد؛ به‌جای حذف بایگانی می‌شود تا سوابق آن‌ها بماند.`
            : 'این دوره با همه‌ی فصل‌ها و درس‌هایش حذف می‌شود.',
        confirmLabel: 'حذف دوره',
        tone: 'danger',
        action: () => actions.remove(course.id),
      });
    return [
      {
        id: 'title',
        header: 'دوره',
        cell: ({ row: { original: course } }) => (
          <div className="flex min-w-0 flex-col">
            <span className="font-medium text-ink-900">{course.title}</span>
            <span className="text-xs text-ink-500">{course.instructorName ?? 'بدون مدرس'}</span>
          </div>
        ),
      },
      { id: 'category', header: 'دسته‌بندی', cell: ({ row }) => courseCategoryLabels[row.original.category] },
      {
        id: 'status',
        header: 'وضعیت',
        cell: ({ row }) => <CourseStatusBadge status={row.original.status} />,
      },
      { id: 'price', header: 'قیمت', cell: ({ row }) => formatPrice(row.original.price) },
      {
        id: 'students',
        header: 'دانشجو',
        cell: ({ row }) => `${toPersianDigits(row.original.enrolledStudents)} نفر`,
      },
      { id: 'updated', header: 'آخرین تغییر', cell: ({ row }) => formatJalaliDate(row.original.lastUpdated) },
      {
        id: 'actions',
        header: 'عملیات',
        cell: ({ row: { original: course } }) => (
          <CourseRowActions course={course} actions={actions} onDelete={() => askDelete(course)} />
        ),
      },
    ];
  }, [actions, confirm]);

  return (
    <AdminListPage
      title={COURSE_TEXTS.listTitle}
      actions={
        <>
          <Button variant="ghost" onClick={() => void refetch()} aria-label="تازه‌سازی فهرست دوره‌ها">
            <RefreshIcon className="size-4" />
            تازه‌سازی
          </Button>
          <Link to={courseUrls.create()} className={buttonClasses('primary', 'md')}>
            ایجاد دوره
          </Link>
        </>
      }
      top={
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <StatCard label="کل دوره‌ها" value={toPersianDigits(stats?.total ?? 0)} Icon={BookIcon} />
          <StatCard label="منتشرشده" value={toPersianDigits(stats?.published ?? 0)} Icon={CheckIcon} />
          <StatCard label="دانشجویان" value={toPersianDigits(stats?.students ?? 0)} Icon={UsersIcon} />
          <StatCard
            label="میانگین امتیاز"
            value={toPersianDigits(
              (stats?.averageRating ?? 0).toLocaleString('en-US', { maximumFractionDigits: 1 }),
            )}
            Icon={StarIcon}
          />
        </div>
      }
      filters={
        <>
          <SearchBox
            label="جستجو در عنوان یا نام مدرس"
            value={q}
            onSearch={(words) => table.setFilter('q', words)}
          />
          <div className="flex flex-wrap gap-3">
            <FilterSelect
              label="دسته‌بندی"
              value={isCategory(category) ? category : ''}
              options={COURSE_CATEGORIES.map((value) => ({ value, label: courseCategoryLabels[value] }))}
              onChange={(value) => table.setFilter('category', value)}
            />
            <FilterSelect
              label="وضعیت"
              value={isStatus(status) ? status : ''}
              options={COURSE_STATUSES.map((value) => ({ value, label: courseStatusLabels[value] }))}
              onChange={(value) => table.setFilter('status', value)}
            />
          </div>
        </>
      }
      label="فهرست دوره‌ها"
      columns={columns}
      rows={answer?.adminCourses}
      rowKey={(course) => course.id}
      state={table}
      loading={loading}
      error={error}
      errorText={COURSE_TEXTS.listFailed}
      emptyText={COURSE_TEXTS.empty}
      onRefresh={() => void refetch()}
    />
  );
}

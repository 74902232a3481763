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
import { column, NameCell } from '../shared/columns';
import { actionsColumn } from '../shared/RowActions';
import { StatCard } from '../shared/StatCard';
import { TableFilterSelect, TableSearch } from '../shared/TableFilters';
import { CourseRowActions } from './CourseRowActions';
import { CourseStatusBadge } from './CourseStatusBadge';
import { COURSE_TEXTS } from './courseTexts';
import { courseUrls } from './urls';
import { useCourseActions } from './useCourseActions';

type Row = AdminCourseRowFieldsFragment;
const isCategory = (v: string | undefined): v is CourseCategory =>
  COURSE_CATEGORIES.includes(v as CourseCategory);
const isStatus = (v: string | undefined): v is CourseStatus => COURSE_STATUSES.includes(v as CourseStatus);
const CATEGORY_OPTIONS = COURSE_CATEGORIES.map((value) => ({ value, label: courseCategoryLabels[value] }));
const STATUS_OPTIONS = COURSE_STATUSES.map((value) => ({ value, label: courseStatusLabels[value] }));

/** /admin/courses: figures, server-side search and filters over every course, and the row actions (spec doc 3 §2.7). */
export function AdminCoursesPage() {
  const table = useTableParams({ size: 10, filters: ['q', 'category', 'status'] });
  const { q = '', category, status } = table.filters;
  const query = useQuery(AdminCoursesDocument, {
    variables: {
      page: table.page,
      size: table.size,
      query: q || undefined,
      category: isCategory(category) ? category : undefined,
      status: isStatus(status) ? status : undefined,
    },
    fetchPolicy: 'cache-and-network',
  });
  const answer = query.data ?? query.previousData;
  const actions = useCourseActions(() => void query.refetch());
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
      column('title', 'دوره', (course) => (
        <NameCell name={course.title} detail={course.instructorName ?? 'بدون مدرس'} />
      )),
      column('category', 'دسته‌بندی', (course) => courseCategoryLabels[course.category]),
      column('status', 'وضعیت', (course) => <CourseStatusBadge status={course.status} />),
      column('price', 'قیمت', (course) => formatPrice(course.price)),
      column('students', 'دانشجو', (course) => `${toPersianDigits(course.enrolledStudents)} نفر`),
      column('updated', 'آخرین تغییر', (course) => formatJalaliDate(course.lastUpdated)),
      actionsColumn((course) => (
        <CourseRowActions course={course} actions={actions} onDelete={() => askDelete(course)} />
      )),
    ];
  }, [actions, confirm]);

  return (
    <AdminListPage
      title={COURSE_TEXTS.listTitle}
      actions={
        <>
          <Button variant="ghost" onClick={() => void query.refetch()} aria-label="تازه‌سازی فهرست دوره‌ها">
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
          <TableSearch label="جستجو در عنوان یا نام مدرس" table={table} />
          <div className="flex flex-wrap gap-3">
            <TableFilterSelect label="دسته‌بندی" table={table} name="category" options={CATEGORY_OPTIONS} />
            <TableFilterSelect label="وضعیت" table={table} name="status" options={STATUS_OPTIONS} />
          </div>
        </>
      }
      label="فهرست دوره‌ها"
      columns={columns}
      rows={answer?.adminCourses}
      state={table}
      query={query}
      errorText={COURSE_TEXTS.listFailed}
      emptyText={COURSE_TEXTS.empty}
    />
  );
}

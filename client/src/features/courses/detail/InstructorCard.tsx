import { GraduationIcon } from '../../../components/ui/icons';
import { AwardIcon } from '../../../components/ui/pageIcons';
import { DetailSection } from './DetailSection';

interface InstructorCardProps {
  name: string | null;
  certificateProvided: boolean;
}

/** The instructor and the certificate note of a course. */
export function InstructorCard({ name, certificateProvided }: InstructorCardProps) {
  return (
    <DetailSection id="course-instructor" title="مدرس و گواهی">
      <div className="flex flex-col gap-5">
        <div className="flex items-center gap-4">
          <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
            <GraduationIcon className="size-7" />
          </span>
          <div>
            <p className="font-bold text-ink-900">{name ?? 'تیم آموزشی نور دانش'}</p>
            <p className="text-sm text-ink-500">مدرس دوره</p>
          </div>
        </div>
        <p className="flex items-start gap-3 rounded-2xl bg-accent-50 p-4 text-sm leading-7 text-ink-700">
          <AwardIcon className="mt-0.5 size-5 shrink-0 text-accent-600" />
          {certificateProvided
            ? 'پس از گذراندن همه‌ی درس‌ها، گواهی پایان دوره به نام شما صادر می‌شود.'
            : 'این دوره گواهی پایان دوره ندارد؛ اما دانش و مهارتش برای همیشه با شما می‌ماند.'}
        </p>
      </div>
    </DetailSection>
  );
}

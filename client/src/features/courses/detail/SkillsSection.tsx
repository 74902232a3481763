import { DetailSection } from './DetailSection';

/** The key skills of a course as chips. */
export function SkillsSection({ skills }: { skills: string[] }) {
  if (skills.length === 0) return null;
  return (
    <DetailSection id="course-skills" title="مهارت‌هایی که کسب می‌کنید">
      <ul className="flex flex-wrap gap-2">
        {skills.map((skill) => (
          <li key={skill} className="rounded-full bg-brand-50 px-4 py-1.5 text-sm font-medium text-brand-700">
            {skill}
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}

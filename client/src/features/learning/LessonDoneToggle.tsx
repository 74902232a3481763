import { CheckIcon } from '../../components/ui/pageIcons';
import { LEARNING_TEXTS as T } from './learningTexts';

interface LessonDoneToggleProps {
  title: string;
  done: boolean;
  busy: boolean;
  onToggle: (done: boolean) => void;
}

/** A lesson's "done" switch for an enrolled student: pressed when done, pressing again takes it back. */
export function LessonDoneToggle({ title, done, busy, onToggle }: LessonDoneToggleProps) {
  return (
    <button
      type="button"
      aria-pressed={done}
      aria-label={T.markDoneLabel(title)}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={() => onToggle(!done)}
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-xs font-medium ring-1 transition-colors disabled:opacity-60 ${
        done
          ? 'bg-brand-600 text-white ring-brand-600 hover:bg-brand-700'
          : 'bg-white text-ink-600 ring-ink-200 hover:bg-brand-50 hover:text-brand-700'
      }`}
    >
      <CheckIcon className="size-4" />
      {done ? T.markedDone : T.markDone}
    </button>
  );
}

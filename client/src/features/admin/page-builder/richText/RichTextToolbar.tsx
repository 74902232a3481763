import { toPersianDigits } from '@common/digits';
import { type ChainedCommands, type Editor, useEditorState } from '@tiptap/react';
import type { KeyboardEvent, ReactNode } from 'react';
import { OrderedListIcon } from '../../../../components/ui/pageIcons';
import { HEADING_LEVELS } from './richTextExtensions';

interface Tool {
  label: string;
  /** What the button shows: a symbol or picture, the label being its accessible name. */
  face: ReactNode;
  /** When the face is an abbreviation one can read out, the accessible name starts with it (WCAG 2.5.3). */
  abbreviation?: string;
  run: (editor: Editor) => void;
  /** Whether the selection already has it (aria-pressed); undefined for plain actions. */
  active?: (editor: Editor) => boolean;
}

const chain = (editor: Editor) => editor.chain().focus();

/** A tool that sets or toggles a mark or block, pressed while the selection has it (`name`). */
const toggle = (
  label: string,
  face: ReactNode,
  name: string,
  command: (chained: ChainedCommands) => ChainedCommands,
): Tool => ({
  label,
  face,
  run: (e) => command(chain(e)).run(),
  active: (e) => e.isActive(name),
});

const TOOLS: Tool[][] = [
  [
    toggle('پاراگراف', 'پ', 'paragraph', (c) => c.setParagraph()),
    ...HEADING_LEVELS.map(
      (level): Tool => ({
        label: `عنوان سطح ${toPersianDigits(level)}`,
        face: `ع${toPersianDigits(level)}`,
        abbreviation: `ع${toPersianDigits(level)}`,
        run: (e) => chain(e).toggleHeading({ level }).run(),
        active: (e) => e.isActive('heading', { level }),
      }),
    ),
  ],
  [
    toggle('پررنگ', <strong>B</strong>, 'bold', (c) => c.toggleBold()),
    toggle('کج', <em className="font-serif">I</em>, 'italic', (c) => c.toggleItalic()),
    toggle('زیرخط', <u>U</u>, 'underline', (c) => c.toggleUnderline()),
  ],
  [
    toggle('فهرست نقطه‌ای', '•', 'bulletList', (c) => c.toggleBulletList()),
    toggle('فهرست شماره‌دار', <OrderedListIcon className="size-5" />, 'orderedList', (c) =>
      c.toggleOrderedList(),
    ),
    toggle('نقل‌قول', '«»', 'blockquote', (c) => c.toggleBlockquote()),
    { label: 'شکستن خط', face: '↵', run: (e) => chain(e).setHardBreak().run() },
  ],
  [
    { label: 'واگرد', face: '↶', run: (e) => chain(e).undo().run() },
    { label: 'انجام دوباره', face: '↷', run: (e) => chain(e).redo().run() },
  ],
];

const BUTTON =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm text-ink-700 hover:bg-ink-100 aria-pressed:bg-brand-50 aria-pressed:text-brand-700';

/** Arrow keys, Home and End move between the toolbar's buttons, as in a WAI-ARIA toolbar (Tab reaches each too). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
  const buttons = [...event.currentTarget.querySelectorAll('button')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  event.preventDefault();
  // Right to left: the left arrow goes to the next button.
  const step = event.key === 'ArrowLeft' ? 1 : -1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? buttons.length - 1
        : (at + step + buttons.length) % buttons.length;
  buttons[next]?.focus();
}

/** The rich-text editor's toolbar: each button named for screen readers, pressed state on the toggles. */
export function RichTextToolbar({
  editor,
  label,
  onLink,
}: {
  editor: Editor;
  label: string;
  onLink: () => void;
}) {
  const pressed = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      tools: TOOLS.map((group) => group.map((tool) => tool.active?.(e))),
      link: e.isActive('link'),
    }),
  });
  return (
    <div
      role="toolbar"
      aria-label={label}
      onKeyDown={moveFocus}
      className="flex flex-wrap items-center gap-1 border-b border-ink-100 bg-ink-50 px-2 py-1.5"
    >
      {TOOLS.map((group, g) => (
        <div
          key={group[0].label}
          className="flex items-center gap-0.5 border-e border-ink-200 pe-1 last:border-e-0"
        >
          {group.map((tool, t) => (
            <button
              key={tool.label}
              type="button"
              aria-label={tool.abbreviation ? `${tool.abbreviation}، ${tool.label}` : tool.label}
              title={tool.label}
              aria-pressed={tool.active ? Boolean(pressed.tools[g][t]) : undefined}
              onClick={() => tool.run(editor)}
              className={BUTTON}
            >
              <span aria-hidden="true">{tool.face}</span>
            </button>
          ))}
        </div>
      ))}
      <button
        type="button"
        aria-label="پیوند"
        title="پیوند"
        aria-pressed={pressed.link}
        onClick={onLink}
        className={BUTTON}
      >
        <span aria-hidden="true">پیوند</span>
      </button>
    </div>
  );
}

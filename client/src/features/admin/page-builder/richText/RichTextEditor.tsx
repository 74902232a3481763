import { sanitizeHtml } from '@common/html';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useId, useState } from 'react';
import { LinkDialog } from './LinkDialog';
import { RichTextToolbar } from './RichTextToolbar';
import { richTextExtensions } from './richTextExtensions';

interface RichTextEditorProps {
  label: string;
  /** HTML. */
  value: string;
  /** The editor's HTML, already passed through the shared sanitizer. */
  onChange: (html: string) => void;
  error?: string;
  hint?: string;
}

/** The look of the few tags the editor makes, as the public text block shows them. */
const CONTENT_CLASSES =
  'min-h-40 px-4 py-3 leading-8 text-ink-800 focus:outline-none [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:border-accent-300 [&_blockquote]:ps-4 [&_h2]:text-xl [&_h2]:font-extrabold [&_h3]:text-lg [&_h3]:font-bold [&_h4]:font-bold [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:ps-6';

/**
 * A right-to-left rich-text editor (Tiptap) for a text block: a toolbar of labelled buttons and an editing
 * area that can only make the HTML the shared sanitizer keeps, which it hands on sanitised.
 */
export function RichTextEditor({ label, value, onChange, error, hint }: RichTextEditorProps) {
  const id = useId();
  const [linking, setLinking] = useState(false);
  const editor = useEditor({
    extensions: richTextExtensions,
    content: sanitizeHtml(value),
    editorProps: {
      attributes: {
        dir: 'rtl',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(error || hint ? { 'aria-describedby': `${id}-note` } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        class: CONTENT_CLASSES,
      },
    },
    onUpdate: ({ editor: current }) => onChange(sanitizeHtml(current.getHTML())),
  });
  const link = useEditorState({
    editor,
    selector: ({ editor: e }) => e.getAttributes('link').href as string,
  });

  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-ink-800">
        {label}
      </span>
      <div
        className={`overflow-hidden rounded-xl border bg-white shadow-sm focus-within:border-brand-500 ${
          error ? 'border-red-400' : 'border-ink-200'
        }`}
      >
        <RichTextToolbar editor={editor} label={`ابزارهای ${label}`} onLink={() => setLinking(true)} />
        <EditorContent editor={editor} />
      </div>
      {(error || hint) && (
        <p id={`${id}-note`} className={`text-xs ${error ? 'font-medium text-red-600' : 'text-ink-500'}`}>
          {error ?? hint}
        </p>
      )}
      <LinkDialog
        open={linking}
        current={link ?? ''}
        onClose={() => setLinking(false)}
        onSave={(href) => {
          const chain = editor.chain().focus().extendMarkRange('link');
          (href ? chain.setLink({ href }) : chain.unsetLink()).run();
          setLinking(false);
        }}
      />
    </div>
  );
}

// The legal pages' rich-text editor (ADR 0042): TipTap's framework-free core (ProseMirror), so it
// runs under preact/compat without a React binding. Loaded lazily by the Legal Pages tab only. It
// produces HTML from a small set of tags (paragraphs, h2/h3, bold, italic, lists, links), which the
// server cleans again on save (cleanContentValue) and the store front cleans on render.
// The toolbar follows the ARIA toolbar pattern: one Tab stop, arrow keys / Home / End move between
// buttons, each button says whether it is on (aria-pressed); Ctrl+B / Ctrl+I work in the text too.
import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading2, Heading3, Italic, Link2, List, ListOrdered, type LucideIcon } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn.ts';

type RichTextEditorProps = {
  id: string;
  /** The accessible name of the text area ('Terms & Conditions'). */
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
  readOnly?: boolean;
};

type Tool = {
  name: string;
  icon: LucideIcon;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
};

/** A link address the editor accepts: http(s), mailto or tel (the server allows no other scheme). */
export function normaliseLinkAddress(input: string): string | null {
  const value = input.trim();
  if (!value) return null;
  if (/^(https?:\/\/|mailto:|tel:)/i.test(value)) return value;
  if (/^[\w.-]+\.[a-z]{2,}(\/\S*)?$/i.test(value)) return `https://${value}`;
  return null;
}

const TOOLS: Tool[] = [
  {
    name: 'Bold',
    icon: Bold,
    isActive: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    name: 'Italic',
    icon: Italic,
    isActive: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    name: 'Heading',
    icon: Heading2,
    isActive: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    name: 'Subheading',
    icon: Heading3,
    isActive: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    name: 'Bulleted list',
    icon: List,
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    name: 'Numbered list',
    icon: ListOrdered,
    isActive: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    name: 'Link',
    icon: Link2,
    isActive: (e) => e.isActive('link'),
    run: (e) => {
      if (e.isActive('link')) {
        e.chain().focus().extendMarkRange('link').unsetLink().run();
        return;
      }
      const answer = window.prompt('Link address (https://…, mailto: or tel:)', 'https://');
      if (answer === null) return e.commands.focus();
      const href = normaliseLinkAddress(answer);
      if (!href) {
        window.alert('That is not a link address. Use one starting with https://, mailto: or tel:.');
        return e.commands.focus();
      }
      if (e.state.selection.empty) {
        e.chain()
          .focus()
          .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
          .run();
      } else {
        e.chain().focus().extendMarkRange('link').setLink({ href }).run();
      }
    },
  },
];

export default function RichTextEditor({ id, label, initialHtml, onChange, readOnly }: RichTextEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [, redraw] = useState(0);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;

  useEffect(() => {
    if (!host.current) return;
    const instance = new Editor({
      element: host.current,
      extensions: [
        StarterKit.configure({
          heading: { levels: [2, 3] },
          code: false,
          codeBlock: false,
          strike: false,
          underline: false,
          blockquote: false,
          horizontalRule: false,
          link: {
            openOnClick: false,
            autolink: true,
            protocols: ['mailto', 'tel'],
            HTMLAttributes: { rel: 'noopener noreferrer', target: null },
          },
        }),
      ],
      content: initialHtml,
      editorProps: {
        attributes: {
          id,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': label,
          class:
            'max-h-[32rem] min-h-48 overflow-y-auto rounded-b-md border border-t-0 border-input bg-background px-3 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring [&_a]:text-primary [&_a]:underline [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6',
        },
      },
      onUpdate: ({ editor: e }) => latestOnChange.current(e.isEmpty ? '' : e.getHTML()),
      onSelectionUpdate: () => redraw((n) => n + 1),
      onTransaction: () => redraw((n) => n + 1),
    });
    setEditor(instance);
    return () => instance.destroy();
    // The editor is made once; the parent remounts it (key) to load other content.
  }, []);

  useEffect(() => {
    editor?.setEditable(!readOnly);
  }, [editor, readOnly]);

  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = TOOLS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? focusIndex === last
          ? 0
          : focusIndex + 1
        : event.key === 'ArrowLeft'
          ? focusIndex === 0
            ? last
            : focusIndex - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="toolbar"
        aria-label="Text formatting"
        aria-controls={id}
        onKeyDown={onToolbarKey}
        className="flex flex-wrap gap-1 rounded-t-md border border-input bg-muted p-1"
      >
        {TOOLS.map((tool, index) => {
          const active = editor ? tool.isActive(editor) : false;
          const Icon = tool.icon;
          return (
            <button
              key={tool.name}
              ref={(el) => {
                buttons.current[index] = el;
              }}
              type="button"
              title={tool.name}
              aria-label={tool.name}
              aria-pressed={active}
              tabIndex={index === focusIndex ? 0 : -1}
              disabled={!editor || readOnly}
              onFocus={() => setFocusIndex(index)}
              onClick={() => editor && tool.run(editor)}
              className={cn(
                'inline-flex size-8 items-center justify-center rounded outline-none hover:bg-background focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50 [&_svg]:size-4',
                active && 'bg-background text-primary shadow-sm',
              )}
            >
              <Icon aria-hidden="true" />
            </button>
          );
        })}
      </div>
      <div ref={host} />
    </div>
  );
}

import {
  BoldOutlined,
  CodeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Tooltip } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Space } from '../../../shared/ui/space';

type Props = { value?: string; onChange?: (html: string) => void; label: string; testId?: string; disabled?: boolean };

/**
 * The knowledge body editor (TipTap with the starter kit: headings, lists, quotes, code,
 * links). It writes HTML; the server keeps only its allow-list of tags, so what is stored is
 * what this toolbar can make. Loaded only by the knowledge form (React.lazy).
 */
export default function RichTextEditor({ value, onChange, label, testId, disabled }: Props) {
  const { t } = useTranslation();
  // what the editor last reported: the form hands it back as `value`, maybe after more typing
  const emitted = useRef<string | undefined>(undefined);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } })],
    content: value ?? '',
    editable: !disabled,
    editorProps: {
      attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', class: 'kb-editor-content', ...(testId ? { 'data-testid': testId } : {}) },
    },
    onUpdate: ({ editor: e }) => {
      emitted.current = e.isEmpty ? '' : e.getHTML();
      onChange?.(emitted.current);
    },
  });
  // a value set from outside (the loaded item) replaces the content; the echo of our own
  // change does not (it may be a keystroke behind, and would move the caret back)
  useEffect(() => {
    if (!editor || value === undefined || value === emitted.current) return;
    if (value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  // TipTap 3 re-renders nothing on a transaction: the toolbar subscribes to what it shows, so
  // Bold pressed with no selection (a stored mark, no change to the text) shows as pressed
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      strike: e?.isActive('strike') ?? false,
      heading: e?.isActive('heading') ?? false,
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
      blockquote: e?.isActive('blockquote') ?? false,
      codeBlock: e?.isActive('codeBlock') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });
  if (!editor || !active) return null;
  const tool = (key: string, icon: ReactNode, run: () => void, active = false) => (
    <Tooltip key={key} title={t(`knowledge.editor.${key}`)}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        icon={icon}
        aria-label={t(`knowledge.editor.${key}`)}
        aria-pressed={active}
        onClick={run}
        disabled={disabled}
      />
    </Tooltip>
  );
  const chain = () => editor.chain().focus();
  const link = () => {
    const href = window.prompt(t('knowledge.editor.linkPrompt'), editor.getAttributes('link').href ?? 'https://');
    if (href === null) return;
    if (href === '' || !/^(https?:|mailto:)/i.test(href)) chain().unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href }).run();
  };
  return (
    <div style={{ border: '1px solid var(--diagops-control-border)', borderRadius: 6 }}>
      <Space size={2} wrap style={{ padding: 4, borderBottom: '1px solid var(--diagops-border)' }}>
        {tool('bold', <BoldOutlined />, () => chain().toggleBold().run(), active.bold)}
        {tool('italic', <ItalicOutlined />, () => chain().toggleItalic().run(), active.italic)}
        {tool('strike', <StrikethroughOutlined />, () => chain().toggleStrike().run(), active.strike)}
        {tool('heading', <span style={{ fontWeight: 600 }}>H</span>, () => chain().toggleHeading({ level: 2 }).run(), active.heading)}
        {tool('bulletList', <UnorderedListOutlined />, () => chain().toggleBulletList().run(), active.bulletList)}
        {tool('orderedList', <OrderedListOutlined />, () => chain().toggleOrderedList().run(), active.orderedList)}
        {tool('quote', <span aria-hidden>❝</span>, () => chain().toggleBlockquote().run(), active.blockquote)}
        {tool('code', <CodeOutlined />, () => chain().toggleCodeBlock().run(), active.codeBlock)}
        {tool('link', <LinkOutlined />, link, active.link)}
        {tool('undo', <UndoOutlined />, () => chain().undo().run())}
        {tool('redo', <RedoOutlined />, () => chain().redo().run())}
      </Space>
      <style>{'.kb-editor-content{min-height:180px;outline:none;padding:4px 11px}.kb-editor-content img{max-width:100%}'}</style>
      <EditorContent editor={editor} />
    </div>
  );
}

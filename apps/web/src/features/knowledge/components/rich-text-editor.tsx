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
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Space, Tooltip } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { value?: string; onChange?: (html: string) => void; label: string; testId?: string; disabled?: boolean };

/**
 * The knowledge body editor (TipTap with the starter kit: headings, lists, quotes, code,
 * links). It writes HTML; the server keeps only its allow-list of tags, so what is stored is
 * what this toolbar can make. Loaded only by the knowledge form (React.lazy).
 */
export default function RichTextEditor({ value, onChange, label, testId, disabled }: Props) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } })],
    content: value ?? '',
    editable: !disabled,
    editorProps: {
      attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', class: 'kb-editor-content', ...(testId ? { 'data-testid': testId } : {}) },
    },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  // a value set from outside (the loaded item) replaces the content
  useEffect(() => {
    if (editor && value !== undefined && value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  if (!editor) return null;
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
    <div style={{ border: '1px solid var(--ant-color-border, #d9d9d9)', borderRadius: 6 }}>
      <Space size={2} wrap style={{ padding: 4, borderBottom: '1px solid var(--ant-color-border-secondary, #f0f0f0)' }}>
        {tool('bold', <BoldOutlined />, () => chain().toggleBold().run(), editor.isActive('bold'))}
        {tool('italic', <ItalicOutlined />, () => chain().toggleItalic().run(), editor.isActive('italic'))}
        {tool('strike', <StrikethroughOutlined />, () => chain().toggleStrike().run(), editor.isActive('strike'))}
        {tool('heading', <span style={{ fontWeight: 600 }}>H</span>, () => chain().toggleHeading({ level: 2 }).run(), editor.isActive('heading'))}
        {tool('bulletList', <UnorderedListOutlined />, () => chain().toggleBulletList().run(), editor.isActive('bulletList'))}
        {tool('orderedList', <OrderedListOutlined />, () => chain().toggleOrderedList().run(), editor.isActive('orderedList'))}
        {tool('quote', <span aria-hidden>❝</span>, () => chain().toggleBlockquote().run(), editor.isActive('blockquote'))}
        {tool('code', <CodeOutlined />, () => chain().toggleCodeBlock().run(), editor.isActive('codeBlock'))}
        {tool('link', <LinkOutlined />, link, editor.isActive('link'))}
        {tool('undo', <UndoOutlined />, () => chain().undo().run())}
        {tool('redo', <RedoOutlined />, () => chain().redo().run())}
      </Space>
      <style>{'.kb-editor-content{min-height:180px;outline:none;padding:4px 11px}.kb-editor-content img{max-width:100%}'}</style>
      <EditorContent editor={editor} />
    </div>
  );
}

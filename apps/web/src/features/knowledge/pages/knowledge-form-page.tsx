import {
  KNOWLEDGE_ATTACHMENTS_MAX_BYTES,
  KNOWLEDGE_TITLE_MAX,
  KNOWLEDGE_TYPES,
  KNOWLEDGE_PERMISSIONS as P,
  type StoredFile,
  type TKnowledgeItem,
  ZSaveKnowledgeRequest,
} from '@diagops/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Col, Form, Row, Tabs } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Access } from '../../../shared/components/access';
import { confirmAction, showSaveError, zodRules } from '../../../shared/kit';
import { Cascader } from '../../../shared/kit/lazy-pickers';
import { Alert } from '../../../shared/ui/alert';
import { App } from '../../../shared/ui/app';
import { Input } from '../../../shared/ui/input';
import { Panel } from '../../../shared/ui/panel';
import { Select } from '../../../shared/ui/select';
import { Space } from '../../../shared/ui/space';
import { Spin } from '../../../shared/ui/spin';
import { FileUpload } from '../../../shared/upload';
import { addKnowledge, cascaderOptions, getKnowledge, updateKnowledge, useCategoryTree } from '../api/knowledge-calls';
import { RevisionHistory } from '../components/revision-history';

/** Attachments (up to 300M) go through tus: a dropped connection, a pause or a reload continues from the last byte. */
const RESUMABLE = true;

// TipTap is loaded only when this form opens
const RichTextEditor = lazy(() => import('../components/rich-text-editor'));

type Values = { title: string; knowledgeType?: string; classification?: number[]; contentZh?: string; contentEn?: string; files?: StoredFile[] };

/** What the upload accepts (the server judges the same list by content). */
const FILE_TYPES = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'pdf', 'mp4', 'webm', 'mov', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'zip'];

/**
 * /knowledge/add and /knowledge/edit/{id}/{knowledgeType}/{bigClassify}/{smallClassify}: title,
 * type and two-level classification (fixed once saved, KB-03), a rich-text body per language,
 * and on edit the revision history.
 */
export default function KnowledgeFormPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState<'save' | 'publish' | null>(null);
  const tree = useCategoryTree(i18n.language);
  const item = useQuery({ queryKey: ['knowledge', 'item', id], queryFn: () => getKnowledge(id!), enabled: editing });
  const type = Form.useWatch('knowledgeType', form);
  useEffect(() => {
    if (item.data) form.setFieldsValue(toValues(item.data));
    else if (!editing && params.knowledgeType === undefined) form.setFieldsValue({ knowledgeType: 'article' });
  }, [item.data, editing, form, params.knowledgeType]);
  const shape = ZSaveKnowledgeRequest.shape as never;
  const messages = { required: t('kit.required'), invalid: (d: string) => t('kit.invalid', { detail: d }) };
  const leave = async () => {
    if (form.isFieldsTouched() && !(await confirmAction(t('kit.leaveConfirm')))) return;
    navigate('/knowledge/list');
  };
  const submit = async (publish: boolean) => {
    const v = await form.validateFields();
    setSaving(publish ? 'publish' : 'save');
    try {
      const body = { title: v.title, contentZh: v.contentZh ?? '', contentEn: v.contentEn ?? '', fileIds: (v.files ?? []).map((f) => f.id) };
      if (editing) await updateKnowledge({ ...body, id: id!, version: item.data!.version });
      else {
        const [bigClassify, smallClassify] = v.classification ?? [];
        await addKnowledge({ ...body, knowledgeType: v.knowledgeType as never, bigClassify: bigClassify!, smallClassify: smallClassify!, publish });
      }
      message.success(t('kit.saved'));
      await queryClient.invalidateQueries({ queryKey: ['knowledge'] });
      form.resetFields();
      navigate('/knowledge/list');
    } catch (e) {
      showSaveError(e, message, form);
    } finally {
      setSaving(null);
    }
  };
  if (editing && item.isLoading) return <Spin />;
  const editor = (name: 'contentZh' | 'contentEn') => (
    <Suspense fallback={<Spin tip={t('knowledge.editor.loading')} />}>
      <Form.Item name={name} noStyle>
        <RichTextEditor label={t(`knowledge.${name}`)} testId={`knowledge-${name}`} />
      </Form.Item>
    </Suspense>
  );
  return (
    <Row gutter={16}>
      <Col xs={24} xl={editing ? 16 : 24}>
        <Panel title={t(editing ? 'knowledge.editTitle' : 'knowledge.addTitle')}>
          <Form form={form} name="knowledgeForm" layout="vertical" disabled={saving !== null}>
            <Form.Item name="title" label={t('knowledge.title')} rules={zodRules(shape, 'title', messages)}>
              <Input maxLength={KNOWLEDGE_TITLE_MAX} showCount data-testid="knowledge-title" />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Form.Item name="knowledgeType" label={t('knowledge.knowledgeType')} rules={editing ? [] : zodRules(shape, 'knowledgeType', messages)}>
                  <Select
                    disabled={editing}
                    options={KNOWLEDGE_TYPES.map((v) => ({ value: v, label: t(`knowledge.type.${v}`) }))}
                    onChange={() => form.setFieldValue('classification', undefined)}
                    data-testid="knowledge-type"
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={16}>
                <Form.Item
                  name="classification"
                  label={t('knowledge.classification')}
                  extra={t('knowledge.classificationFixed')}
                  rules={
                    editing
                      ? []
                      : [
                          { required: true, message: t('kit.required') },
                          {
                            validator: async (_, v) => {
                              if (v && v.length !== 2) throw new Error(t('knowledge.smallClassify'));
                            },
                          },
                        ]
                  }
                >
                  <Cascader disabled={editing} options={cascaderOptions(tree.data ?? [], type)} data-testid="knowledge-classification" />
                </Form.Item>
              </Col>
            </Row>
            <Tabs
              items={[
                { key: 'zh', label: t('knowledge.contentZh'), children: editor('contentZh'), forceRender: true },
                { key: 'en', label: t('knowledge.contentEn'), children: editor('contentEn'), forceRender: true },
              ]}
            />
            <Form.Item name="files" label={t('knowledge.files')} style={{ marginTop: 16 }}>
              <FileUpload
                area="knowledge"
                multiple
                resumable={RESUMABLE}
                accept={FILE_TYPES}
                maxSizeMb={KNOWLEDGE_ATTACHMENTS_MAX_BYTES / 1024 / 1024}
                tip={t('knowledge.filesTip')}
                disabled={saving !== null}
              />
            </Form.Item>
            {editing && item.data?.status === 'published' && (
              <Alert type="info" showIcon message={t('knowledge.statusValue.published')} style={{ marginTop: 16 }} />
            )}
          </Form>
          <Space style={{ marginTop: 16 }}>
            <Button type="primary" loading={saving === 'save'} disabled={saving !== null} onClick={() => submit(false)} data-testid="knowledge-save">
              {t('knowledge.save')}
            </Button>
            {!editing && (
              <Access permission={P.publish.name}>
                <Button loading={saving === 'publish'} disabled={saving !== null} onClick={() => submit(true)} data-testid="knowledge-save-publish">
                  {t('knowledge.saveAndPublish')}
                </Button>
              </Access>
            )}
            <Button onClick={leave} disabled={saving !== null}>
              {t('common.cancel')}
            </Button>
          </Space>
        </Panel>
      </Col>
      {editing && item.data && (
        <Col xs={24} xl={8}>
          <RevisionHistory id={item.data.id} version={item.data.version} />
        </Col>
      )}
    </Row>
  );
}

function toValues(i: TKnowledgeItem): Values {
  return {
    title: i.title,
    knowledgeType: i.knowledgeType,
    classification: [i.bigClassify, i.smallClassify],
    contentZh: i.contentZh,
    contentEn: i.contentEn,
    files: i.files,
  };
}

import { aiAskResource, type TAiAnswer, type TAiHealth, type TRevision } from '@diagops/contracts';
import { svcPath } from '../../shared/config/app-config';
import { request } from '../../shared/http/client';
import { getJson, postJson } from '../../shared/kit/kit-api';
import { resourceApi } from '../../shared/kit/resource';

export type AiOption = { value: number; label: string };
type Saved = { id: number; version: number; seq: number; state: string };

/** Choices of the AI forms: the models, the roles or the knowledge categories. */
export const aiOptions = (what: 'aiModels' | 'roles' | 'knowledgeCategories') => getJson<AiOption[]>(svcPath('ai', `/aiModel/lookup/${what}`));
export const checkModelHealth = (id: number) => postJson<TAiHealth>(svcPath('ai', '/aiModel/health'), { id });
export const testPreset = (id: number, question: string) => postJson<TAiAnswer>(svcPath('ai', '/aiAsk/test'), { id, question });

/** The ask presets' kit calls and their revisions (`/aiAsk/revision/…`). */
export const askApi = resourceApi(aiAskResource);
const at = (op: string) => askApi.url(`revision/${op}`);
export const askRevisions = {
  save: (body: Record<string, unknown>) => postJson<Saved>(at('save'), body),
  update: (body: Record<string, unknown>) => postJson<Saved>(at('update'), body),
  submit: (id: number, version: number) => postJson<Saved>(at('submit'), { id, version }),
  /** silent: the page says what a refusal means (102060 one's own) */
  pass: async (id: number, version: number) => {
    const { token } = await getJson<{ token: string }>(at('preview'), { id });
    return (await request<Saved>({ url: at('pass'), method: 'post', data: { id, version, previewToken: token }, silent: true })).data;
  },
  reject: (id: number, version: number, reason: string) => postJson<Saved>(at('reject'), { id, version, reason }),
  rollback: (id: number, version: number, toSeq: number) => postJson<Saved>(at('rollback'), { id, version, toSeq }),
  list: (id: number) => getJson<TRevision[]>(at('list'), { id }),
};

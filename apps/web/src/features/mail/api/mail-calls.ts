import type {
  TDeleteRequest,
  TMailPreview,
  TMailPreviewRequest,
  TMailProvider,
  TMailScene,
  TMailTemplate,
  TMailTemplateOption,
  TMessageScene,
  TReceivingTerminal,
  TSaveMailProviderRequest,
  TSaveMailSceneRequest,
  TSaveMailTemplateRequest,
  TSaveMessageSceneRequest,
  TSaveTerminalRequest,
  TSetSubscriptionRequest,
  TSubscriber,
  TSubscriptionTopic,
  TTemplateConfig,
  TUpdateMailProviderRequest,
  TUpdateMailSceneRequest,
  TUpdateMailTemplateRequest,
  TUpdateMessageSceneRequest,
  TUpdateTerminalRequest,
} from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { fetchPage, getJson, postJson } from '../../../shared/kit/kit-api';

const m = (p: string) => svcPath('message', p);

export const getProviderPage = (q: Record<string, unknown>) => fetchPage<TMailProvider>(m('/mailProvider/page'), q);
export const getProvider = (id: number) => getJson<TMailProvider>(m(`/mailProvider/detail/${id}`));
export const saveProvider = (b: TSaveMailProviderRequest) => postJson<TMailProvider>(m('/mailProvider/save'), b);
export const updateProvider = (b: TUpdateMailProviderRequest) => postJson<TMailProvider>(m('/mailProvider/update'), b);
export const deleteProvider = (b: TDeleteRequest) => postJson<null>(m('/mailProvider/delete'), b);
export const testProvider = (b: { id: number; to: string }) => postJson<{ messageId: string }>(m('/mailProvider/test'), b);

export const getTemplatePage = (q: Record<string, unknown>) => fetchPage<TMailTemplate>(m('/mailTemplate/page'), q);
export const getTemplate = (id: number) => getJson<TMailTemplate>(m(`/mailTemplate/detail/${id}`));
export const getTemplateOptions = () => getJson<TMailTemplateOption[]>(m('/mailTemplate/options'));
export const saveTemplate = (b: TSaveMailTemplateRequest) => postJson<TMailTemplate>(m('/mailTemplate/save'), b);
export const updateTemplate = (b: TUpdateMailTemplateRequest) => postJson<TMailTemplate>(m('/mailTemplate/update'), b);
export const deleteTemplate = (b: TDeleteRequest) => postJson<null>(m('/mailTemplate/delete'), b);
export const previewTemplate = (b: TMailPreviewRequest) => postJson<TMailPreview>(m('/mailTemplate/preview'), b);

export const getScenePage = (q: Record<string, unknown>) => fetchPage<TMailScene>(m('/mailScene/page'), q);
export const getScene = (id: number) => getJson<TMailScene>(m(`/mailScene/detail/${id}`));
export const saveScene = (b: TSaveMailSceneRequest) => postJson<TMailScene>(m('/mailScene/save'), b);
export const updateScene = (b: TUpdateMailSceneRequest) => postJson<TMailScene>(m('/mailScene/update'), b);
export const deleteScene = (b: TDeleteRequest) => postJson<null>(m('/mailScene/delete'), b);

export const getMessageScenePage = (q: Record<string, unknown>) => fetchPage<TMessageScene>(m('/messageScene/page'), q);
export const getMessageScene = (id: number) => getJson<TMessageScene>(m(`/messageScene/detail/${id}`));
export const saveMessageScene = (b: TSaveMessageSceneRequest) => postJson<TMessageScene>(m('/messageScene/save'), b);
export const updateMessageScene = (b: TUpdateMessageSceneRequest) => postJson<TMessageScene>(m('/messageScene/update'), b);
export const deleteMessageScene = (b: TDeleteRequest) => postJson<null>(m('/messageScene/delete'), b);

export const getTopics = () => getJson<TSubscriptionTopic[]>(m('/subscription/topics'));
export const getSubscriberPage = (q: Record<string, unknown>) => fetchPage<TSubscriber>(m('/subscription/page'), q);
export const setSubscription = (b: TSetSubscriptionRequest) => postJson<null>(m('/subscription/set'), b);

export const getTemplateConfig = () => getJson<TTemplateConfig>(m('/templateConfig'));
export const saveTemplateConfig = (b: TTemplateConfig) => postJson<TTemplateConfig>(m('/templateConfig/save'), b);

export const getTerminalPage = (q: Record<string, unknown>) => fetchPage<TReceivingTerminal>(m('/receivingTerminal/page'), q);
export const getTerminal = (id: number) => getJson<TReceivingTerminal>(m(`/receivingTerminal/detail/${id}`));
export const saveTerminal = (b: TSaveTerminalRequest) => postJson<TReceivingTerminal>(m('/receivingTerminal/save'), b);
export const updateTerminal = (b: TUpdateTerminalRequest) => postJson<TReceivingTerminal>(m('/receivingTerminal/update'), b);
export const deleteTerminal = (b: TDeleteRequest) => postJson<null>(m('/receivingTerminal/delete'), b);

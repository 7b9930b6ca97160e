import { useQuery } from '@tanstack/react-query';
import type { StatusStyle } from '../../../shared/kit';
import { getProviderPage, getTemplateOptions, getTopics } from '../api/mail-calls';

export const ENABLED_STATUS: StatusStyle = {
  enabled: { color: 'green', labelKey: 'mail.status.enabled' },
  disabled: { color: 'default', labelKey: 'mail.status.disabled' },
};

/** E-mail templates as options "code name" (scenes, message scenes). */
export function useTemplateOptions() {
  return useQuery({
    queryKey: ['mail', 'templates', 'options'],
    queryFn: async () => (await getTemplateOptions()).map((t) => ({ value: t.id, label: `${t.code} ${t.name}` })),
  });
}

/** Live providers as options (a scene's provider). */
export function useProviderOptions() {
  return useQuery({
    queryKey: ['mail', 'providers', 'options'],
    queryFn: async () => (await getProviderPage({ current: 1, size: 100 })).records.map((p) => ({ value: p.id, label: p.name })),
  });
}

/** Subscription topics in the current language. */
export function useTopics(lang: string) {
  return useQuery({ queryKey: ['mail', 'topics', lang], queryFn: getTopics });
}

import { MESSAGE_CHANNELS, type TMessageScene } from '@diagops/contracts';

/** The form's flat fields of the bindings: template_email, on_email … */
export function bindingsToForm(r: TMessageScene | null) {
  if (!r) return { status: 'enabled', on_email: true, on_station: true, on_push: true };
  const flat: Record<string, unknown> = { ...r };
  for (const c of MESSAGE_CHANNELS) {
    const b = r.bindings.find((x) => x.channel === c);
    flat[`template_${c}`] = b?.templateId;
    flat[`on_${c}`] = b?.enabled ?? true;
  }
  return flat;
}
export function bindingsFromForm(v: Record<string, unknown>) {
  const bindings = MESSAGE_CHANNELS.filter((c) => v[`template_${c}`]).map((c) => ({
    channel: c,
    templateId: Number(v[`template_${c}`]),
    enabled: v[`on_${c}`] !== false,
  }));
  const rest = Object.fromEntries(Object.entries(v).filter(([k]) => !k.startsWith('template_') && !k.startsWith('on_')));
  return { ...rest, bindings };
}

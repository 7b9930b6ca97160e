import { describe, expect, it } from 'vitest';
import { renderAreaTexts } from './area-texts-render';

const generated = import.meta.glob<string>(['./area-texts.json', '../../locales/*/index.ts'], { query: '?raw', import: 'default', eager: true });
const current = (relative: string) => generated[relative.startsWith('app/router/') ? `./${relative.slice('app/router/'.length)}` : `../../${relative}`];

describe('per-area texts', () => {
  it('are what the code reads (run `npm run routes -w apps/web` when they are not)', async () => {
    const files = await renderAreaTexts();
    for (const [relative, text] of Object.entries(files)) expect(current(relative), relative).toBe(text);
  });

  it('give the sign-in page and the shell their own files, and each area what its pages name', async () => {
    const { core, areas } = JSON.parse((await renderAreaTexts())['app/router/area-texts.json']!) as { core: string[]; areas: Record<string, string[]> };
    expect(core).toEqual(expect.arrayContaining(['auth', 'code', 'common', 'http', 'shell']));
    expect(core).not.toContain('feedback');
    expect(areas.feedback).toContain('feedback');
    // an area's page reaches another area's files through its imports (the mail screens show the messages area's texts)
    expect(areas.mail).toEqual(['mail', 'messages']);
    for (const files of Object.values(areas)) for (const f of files) expect(core).not.toContain(f);
  });
});

/**
 * How the http client tells the user; the app replaces it with the themed message API once
 * antd's providers are mounted (shared/theme/notice-bridge.tsx), tests spy on it. Until then
 * antd's message is loaded when first needed, so a page without antd does not carry it.
 */
let loading: Promise<typeof import('antd/es/message')> | null = null;
const antdMessage = async () => {
  loading ??= import('antd/es/message');
  return (await loading).default;
};

/** antd's message, once a notice asked for it (a test waits for it before its page goes). */
export const noticeSettled = (): Promise<unknown> => loading ?? Promise.resolve();

export const notice = {
  error: (text: string) => {
    void antdMessage().then((m) => m.error(text));
  },
  warning: (text: string) => {
    void antdMessage().then((m) => m.warning(text));
  },
  /** A message that outlives the page: shown on the page a 401 leads to (the shell's context unmounts). */
  leaving: (text: string) => {
    void antdMessage().then((m) => m.error(text));
  },
};

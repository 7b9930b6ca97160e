/**
 * How the http client tells the user; the app replaces it with the themed message API once
 * antd's providers are mounted (shared/theme/notice-bridge.tsx), tests spy on it. Until then
 * antd's message is loaded when first needed, so a page without antd does not carry it.
 */
export const notice = {
  error: (text: string) => {
    void import('antd/es/message').then((m) => m.default.error(text));
  },
  warning: (text: string) => {
    void import('antd/es/message').then((m) => m.default.warning(text));
  },
  /** A message that outlives the page: shown on the page a 401 leads to (the shell's context unmounts). */
  leaving: (text: string) => {
    void import('antd/es/message').then((m) => m.default.error(text));
  },
};

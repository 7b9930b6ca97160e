import { message } from 'antd';

/** How the http client tells the user; the app may replace it (e.g. with a themed message API), tests spy on it. */
export const notice = {
  error: (text: string) => {
    void message.error(text);
  },
  warning: (text: string) => {
    void message.warning(text);
  },
};

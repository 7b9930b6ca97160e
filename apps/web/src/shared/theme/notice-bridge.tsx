import { useEffect } from 'react';
import { notice } from '../http/notice';
import { App } from '../ui/app';

/** Lets the http client show its messages through the themed antd App context. */
export function NoticeBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    notice.error = (text) => void message.error(text);
    notice.warning = (text) => void message.warning(text);
  }, [message]);
  return null;
}

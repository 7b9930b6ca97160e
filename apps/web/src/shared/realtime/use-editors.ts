import { EDITING_GONE_MS, EDITING_HERE_MS, RT_CMD, type TEditingNews } from '@diagops/contracts';
import { useEffect, useState } from 'react';
import { realtime } from './index';

export type Editor = TEditingNews['editor'];

/**
 * The others editing `record` (`<object>:<id>`, null while nothing is open for editing), through
 * the console's connection (cmd 9, decision 0041): says `join` when the form opens (again after a
 * reconnect), `here` every 20 s and when someone joins, `leave` when it closes. An editor not heard
 * from for 50 s is dropped.
 */
export function useEditors(record: string | null): Editor[] {
  const [editors, setEditors] = useState<Array<Editor & { seen: number }>>([]);
  useEffect(() => {
    if (!record) return;
    const rt = realtime();
    let self: string | null = null;
    const say = (state: 'join' | 'here' | 'leave') => rt.isReady && rt.send({ cmd: RT_CMD.editing, data: { record, state } });
    const offFrames = rt.on(RT_CMD.editing, (f) => {
      const d = f.data as (TEditingNews | { state: 'you'; sessionId: string }) & { record: string };
      if (d.record !== record) return;
      if (d.state === 'you') {
        self = d.sessionId;
        return;
      }
      const e = (d as TEditingNews).editor;
      if (e.sessionId === self) return;
      setEditors((list) => {
        const others = list.filter((x) => x.sessionId !== e.sessionId);
        return d.state === 'leave' ? others : [...others, { ...e, seen: Date.now() }];
      });
      if (d.state === 'join') say('here');
    });
    const offReady = rt.onReady(() => say('join'));
    const timer = setInterval(() => {
      say('here');
      setEditors((list) => (list.some((x) => Date.now() - x.seen > EDITING_GONE_MS) ? list.filter((x) => Date.now() - x.seen <= EDITING_GONE_MS) : list));
    }, EDITING_HERE_MS);
    return () => {
      say('leave');
      offFrames();
      offReady();
      clearInterval(timer);
      setEditors([]);
    };
  }, [record]);
  return editors;
}

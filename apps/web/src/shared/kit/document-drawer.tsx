import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer } from 'antd';
import { type ReactNode, useState } from 'react';
import { App } from '../ui/app';
import { Empty } from '../ui/empty';
import { type FieldItem, Fields } from '../ui/fields';
import { Space } from '../ui/space';
import { Spin } from '../ui/spin';
import { confirmAction } from './confirm';
import { showSaveError } from './form-errors';

/** A button of a document's drawer. */
export type DocumentAction = {
  /** the `allowedActions` value that shows it, and its test id (`<prefix>-<key>`) */
  key: string;
  label: string;
  primary?: boolean;
  danger?: boolean;
  /** instead of the document's `allowedActions` (an action the server does not list, or one needing another permission too) */
  show?: boolean;
  /** asked first (a danger action asks in red); without it the action runs at once, as one that opens a dialog or a form */
  confirm?: string;
  run: () => unknown;
  /** said when `run` succeeded; the document reloads then */
  done?: string;
};

type Doc = { allowedActions: readonly string[] };

type Props<D extends Doc> = {
  id: number | null;
  queryKey: readonly unknown[];
  load: (id: number) => Promise<D>;
  /** test ids: `<prefix>-drawer`, `<prefix>-head` and `<prefix>-<action key>` */
  prefix: string;
  title: (doc: D | undefined) => string;
  notFound: string;
  width?: number;
  /** another piece of the drawer is at work (a dialog is open): the buttons wait */
  busy?: boolean;
  onClose: () => void;
  /** after an action or a decision: the list behind refreshes */
  onChanged: () => void;
  actions: (doc: D) => DocumentAction[];
  head: (doc: D) => Array<FieldItem | false | '' | null | undefined>;
  /** under the head: lines, the approval panel, dialogs; `reload` refreshes the document and the list */
  children?: (doc: D, reload: () => void) => ReactNode;
};

/**
 * The drawer every approval-governed document shows itself in (purchase orders, transfers,
 * shipments, outsourcing, special stock …): the actions its state and the user allow, each asked
 * first where it changes something, with the buttons disabled while one runs; then its head fields
 * and what the document adds below.
 */
export function DocumentDrawer<D extends Doc>(p: Props<D>) {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const q = useQuery({ queryKey: [...p.queryKey, p.id], queryFn: () => p.load(p.id!), enabled: p.id != null, retry: false });
  const [running, setRunning] = useState<string | null>(null);
  const doc = q.data;
  const reload = () => {
    void qc.invalidateQueries({ queryKey: [...p.queryKey, p.id] });
    p.onChanged();
  };
  const act = async (a: DocumentAction) => {
    if (a.confirm && !(await confirmAction(a.confirm, { danger: a.danger }))) return;
    if (!a.done) return void a.run();
    setRunning(a.key);
    try {
      await a.run();
      message.success(a.done);
      reload();
    } catch (e) {
      showSaveError(e, message);
    } finally {
      setRunning(null);
    }
  };
  const allowed = new Set(doc?.allowedActions ?? []);
  const shown = doc ? p.actions(doc).filter((a) => a.show ?? allowed.has(a.key)) : [];
  return (
    <Drawer open={p.id != null} onClose={p.onClose} width={p.width ?? 860} title={p.title(doc)} destroyOnHidden data-testid={`${p.prefix}-drawer`}>
      {q.isLoading ? (
        <Spin />
      ) : !doc ? (
        <Empty description={p.notFound} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          {shown.length > 0 && (
            <Space wrap>
              {shown.map((a) => (
                <Button
                  key={a.key}
                  type={a.primary ? 'primary' : 'default'}
                  danger={a.danger}
                  disabled={running != null || p.busy}
                  loading={running === a.key}
                  onClick={() => void act(a)}
                  data-testid={`${p.prefix}-${a.key}`}
                >
                  {a.label}
                </Button>
              ))}
            </Space>
          )}
          <Fields items={p.head(doc)} data-testid={`${p.prefix}-head`} />
          {/* what a document adds is often a fragment (lines, then the approval): each of its parts gets the same gap */}
          <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>{p.children?.(doc, reload)}</div>
        </Space>
      )}
    </Drawer>
  );
}

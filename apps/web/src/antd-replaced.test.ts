import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * antd components the console has its own of (decision 0012): importing one again puts it, and
 * what it brings (Table: Tree, Menu, Dropdown, Pagination, Checkbox; Card: Tabs, Menu, Dropdown;
 * Typography: its editing, tooltip and measuring code; Input and InputNumber: rc-input, rc-textarea, rc-input-number and
 * their decimal library; Select and TreeSelect: rc-select, rc-tree-select, the virtual list and rc-overflow;
 * message and notification: rc-notification), back into the shell's or every page's load. The ceiling in bench/web/measure.mjs would catch
 * the weight; this says where it came from and what to use instead.
 */
const REPLACED: Record<string, string> = {
  Table: 'DataTable from shared/ui/data-table/data-table',
  Card: 'Panel from shared/ui/panel',
  Typography: 'Typography from shared/ui/typography',
  Input: 'Input from shared/ui/input',
  InputNumber: 'InputNumber from shared/ui/input',
  Select: 'Select from shared/ui/select',
  TreeSelect: 'TreeSelect from shared/ui/select',
  Spin: 'Spin from shared/ui/spin',
  Modal: 'Modal from shared/ui/modal',
  Alert: 'Alert from shared/ui/alert',
  App: 'App from shared/ui/app',
  Empty: 'Empty from shared/ui/empty',
  Tag: 'Tag from shared/ui/tag',
  message: 'message from shared/ui/toast (or App.useApp())',
  notification: 'notification from shared/ui/toast (or App.useApp())',
};

const src = path.resolve(import.meta.dirname);
function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return files(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('antd components with a console replacement', () => {
  it('are not imported', () => {
    const problems: string[] = [];
    // unit tests (and their setup) may wrap what they render in antd's App: they are not part of the bundle
    for (const file of files(src).filter((f) => !f.includes('.test.') && !f.includes(`${path.sep}test${path.sep}`))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)) {
        for (const name of m[1]!.split(',').map(
          (n) =>
            n
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0]!,
        )) {
          if (REPLACED[name]) problems.push(`${path.relative(src, file)} imports antd's ${name}: use ${REPLACED[name]}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

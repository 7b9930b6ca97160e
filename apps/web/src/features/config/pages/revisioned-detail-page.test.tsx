import { MASK_CONFIG_PERMISSION as P, type TRevision } from '@diagops/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-store';
import { confirmOk, renderAt } from '../config.test-utils';
import { MASK_CONFIG_PATHS, routePattern } from '../config-paths';
import RevisionedDetailPage from './revisioned-detail-page';

const api = vi.hoisted(() => ({ getJson: vi.fn(), list: vi.fn(), rollback: vi.fn(), submit: vi.fn() }));
vi.mock('../../../shared/kit/kit-api', async (original) => ({ ...(await original<object>()), getJson: api.getJson }));
vi.mock('../api/config-calls', () => ({
  revisionApi: () => ({ list: api.list, rollback: api.rollback, submit: api.submit }),
  lookupOptions: vi.fn(async () => []),
}));

const row = {
  id: 9,
  version: 4,
  maskNo: 'FM0009',
  name: 'No coding',
  productModelIds: [1],
  productModels: 'X431 Pro',
  functionCodes: ['CODING'],
  functions: 'CODING',
  remark: null,
  openRevision: 'none',
  creatorName: 'ann',
  status: 'confirmed',
  createTime: '2026-11-28T03:00:00.000Z',
  updateTime: '2026-11-28T03:00:00.000Z',
  allowedActions: ['disable'],
  history: [{ id: 1, action: 'create', fromState: null, toState: 'new', username: 'ann', reason: null, createTime: '2026-11-28T03:00:00.000Z' }],
};
const revision = (seq: number, over: Partial<TRevision>): TRevision => ({
  id: 20 + seq,
  seq,
  state: 'passed',
  data: {},
  changes: [],
  authorId: 3,
  authorName: 'bob',
  editorIds: [3],
  reviewerName: 'carol',
  reason: null,
  rollbackOf: null,
  blast: null,
  createTime: '2026-11-28T03:00:00.000Z',
  decideTime: '2026-11-28T03:10:00.000Z',
  allowedActions: [],
  ...over,
});
const revisions = [
  revision(2, { changes: [{ field: 'functionCodes', before: ['CODING', 'ADAS'], after: ['CODING'] }], allowedActions: ['edit'] }),
  revision(1, { changes: [{ field: 'name', before: null, after: 'No coding' }], allowedActions: ['rollback'] }),
];

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useSession.setState({ permissions: { [P.view]: true, [P.edit]: true } } as never);
  api.getJson.mockReset().mockResolvedValue(row);
  api.list.mockReset().mockResolvedValue(revisions);
  api.rollback.mockReset().mockResolvedValue({ id: 9, version: 5, seq: 3, state: 'inReview' });
});

const openPage = () => renderAt(RevisionedDetailPage, routePattern(MASK_CONFIG_PATHS.detail), '/configManagement/functionMaskConfig/detail/9/FM0009');

describe('revisioned config detail page', () => {
  it('shows the current values; each revision expands to its field-by-field diff', async () => {
    openPage();
    expect(await screen.findByTestId('config-values')).toHaveTextContent('No coding');
    expect(screen.getByTestId('config-edit')).toBeInTheDocument();
    expect(screen.queryByTestId('config-submit')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Revisions' }));
    const table = await screen.findByTestId('revision-table');
    expect(within(table).getAllByText('Passed')).toHaveLength(2);
    expect(within(table).getAllByText('carol')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('revision-changes-2'));
    const diff = await screen.findByTestId('revision-diff-2');
    expect(diff).toHaveTextContent('Masked functions');
    expect(diff).toHaveTextContent('CODING, ADAS');
    // only the older passed revision offers a rollback (the server's allowedActions)
    expect(screen.queryByTestId('revision-rollback-2')).toBeNull();
    expect(screen.getByTestId('revision-rollback-1')).toBeInTheDocument();
  });

  it('Rollback asks first, then opens a revision restoring the older one', async () => {
    openPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Revisions' }));
    fireEvent.click(await screen.findByTestId('revision-rollback-1'));
    const question = await screen.findByText(/restoring revision #1/);
    expect(api.rollback).not.toHaveBeenCalled();
    fireEvent.click(confirmOk(question));
    await waitFor(() => expect(api.rollback).toHaveBeenCalledWith(9, 4, 1));
    await waitFor(() => expect(api.list).toHaveBeenCalledTimes(2));
  });
});

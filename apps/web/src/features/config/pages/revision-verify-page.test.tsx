import { GENERAL_CONFIG_PATHS, GENERAL_CONFIG_PERMISSION as P, type TBlastRadius, type TRevision } from '@diagops/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../shared/http/http-error';
import { i18n } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-store';
import { confirmOk, renderAt } from '../config.test-utils';
import { routePattern } from '../config-paths';
import RevisionVerifyPage from './revision-verify-page';

const api = vi.hoisted(() => ({ getJson: vi.fn(), preview: vi.fn(), pass: vi.fn(), reject: vi.fn(), list: vi.fn() }));
vi.mock('../../../shared/kit/kit-api', async (original) => ({ ...(await original<object>()), getJson: api.getJson }));
vi.mock('../api/config-calls', () => ({
  revisionApi: () => ({ preview: api.preview, pass: api.pass, reject: api.reject, list: api.list }),
  lookupOptions: vi.fn(async () => []),
}));

const row = {
  id: 5,
  version: 7,
  configNo: 'GC0005',
  productModelIds: [1],
  productModels: 'X431 Pro',
  softwarePackageNo: 'SW-1',
  functionPackageNo: null,
  skuCodes: [],
  skuList: '',
  remark: null,
  openRevision: 'inReview',
  creatorName: 'ann',
  status: 'confirmed',
  createTime: '2026-11-28T03:00:00.000Z',
  updateTime: '2026-11-28T03:00:00.000Z',
  allowedActions: ['disable'],
  history: [],
};
const blast = (total: number, token: string): TBlastRadius => ({
  total,
  onActivation: 3,
  byProductModel: [{ key: '1', label: 'X431 Pro', count: total }],
  bySku: [],
  byChannel: [],
  byDealer: [],
  byCountry: [],
  overlapping: [],
  computedAt: '2026-11-28T04:00:00.000Z',
  token,
});
const open: TRevision = {
  id: 11,
  seq: 2,
  state: 'inReview',
  data: { productModelIds: [1], softwarePackageNo: 'SW-2', skuCodes: [] },
  changes: [{ field: 'softwarePackageNo', before: 'SW-1', after: 'SW-2' }],
  authorId: 3,
  authorName: 'bob',
  editorIds: [3],
  reviewerName: null,
  reason: null,
  rollbackOf: null,
  blast: null,
  createTime: '2026-11-28T03:30:00.000Z',
  decideTime: null,
  allowedActions: ['pass', 'reject'],
};

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useSession.setState({ permissions: { [P.view]: true, [P.review]: true } } as never);
  api.getJson.mockReset().mockResolvedValue(row);
  api.list.mockReset().mockResolvedValue([open]);
  api.preview.mockReset().mockResolvedValueOnce(blast(120, 'tok-1')).mockResolvedValue(blast(135, 'tok-2'));
  api.pass.mockReset();
  api.reject.mockReset();
});

const openPage = () => renderAt(RevisionVerifyPage, routePattern(GENERAL_CONFIG_PATHS.verify), '/configManagement/generalConfig/verify/5/GC0005');

async function clickPass() {
  fireEvent.click(await screen.findByTestId('verify-pass'));
  fireEvent.click(confirmOk(await screen.findByText(/Pass this revision\?/)));
}

describe('revision verify page', () => {
  it('shows the revision against the current values and what it reaches; Pass sends the preview token', async () => {
    api.pass.mockResolvedValue({ id: 5, version: 8, seq: 2, state: 'passed' });
    openPage();
    expect(await screen.findByTestId('blast-total')).toHaveTextContent('120');
    const diff = screen.getByTestId('verify-diff');
    expect(diff).toHaveTextContent('Software package number');
    expect(diff).toHaveTextContent('SW-1');
    expect(diff).toHaveTextContent('SW-2');
    expect(screen.getByTestId('blast-radius')).toHaveTextContent('X431 Pro');
    await clickPass();
    await waitFor(() => expect(api.pass).toHaveBeenCalledWith(5, 7, 'tok-1'));
    expect(await screen.findByTestId('left')).toBeInTheDocument();
  });

  it("shows every field of a new config's first revision as a change (nothing applies yet)", async () => {
    // the list shows a never-passed config with its draft's values: they are not what applies
    api.getJson.mockResolvedValue({ ...row, status: 'new', softwarePackageNo: 'SW-2' });
    api.list.mockResolvedValue([{ ...open, seq: 1 }]);
    openPage();
    const diff = await screen.findByTestId('verify-diff');
    expect(diff).toHaveTextContent('Software package number');
    expect(diff).toHaveTextContent('SW-2');
    expect(diff).toHaveTextContent('Applicable product models');
  });

  it('on 102061 loads the preview again, says it changed and passes with the new token', async () => {
    api.pass.mockRejectedValueOnce(new HttpError('stale', 102061, 409, null, false)).mockResolvedValue({ id: 5, version: 8, seq: 2, state: 'passed' });
    openPage();
    expect(await screen.findByTestId('blast-total')).toHaveTextContent('120');
    await clickPass();
    expect(await screen.findByTestId('verify-changed')).toHaveTextContent('has changed');
    expect(screen.getByTestId('blast-total')).toHaveTextContent('135');
    expect(api.preview).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('left')).toBeNull();
    await clickPass();
    await waitFor(() => expect(api.pass).toHaveBeenLastCalledWith(5, 7, 'tok-2'));
  });

  it('Reject asks for a reason', async () => {
    api.reject.mockResolvedValue({ id: 5, version: 8, seq: 2, state: 'rejected' });
    openPage();
    fireEvent.click(await screen.findByTestId('verify-reject'));
    fireEvent.click(await screen.findByTestId('verify-reject-ok'));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(api.reject).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('verify-reason'), { target: { value: 'wrong package' } });
    fireEvent.click(screen.getByTestId('verify-reject-ok'));
    await waitFor(() => expect(api.reject).toHaveBeenCalledWith(5, 7, 'wrong package'));
  });
});

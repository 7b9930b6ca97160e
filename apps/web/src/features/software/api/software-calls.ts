import type {
  TChecklistEntry,
  TDeleteRequest,
  TMnemonic,
  TReleaseRequest,
  TSaveChecklistRequest,
  TSaveMnemonicRequest,
  TSaveSoftCodeRequest,
  TSaveUploadRequest,
  TSoftCode,
  TSoftCodeOption,
  TUpdateChecklistRequest,
  TUpdateMnemonicRequest,
  TUpdateSoftCodeRequest,
  TUpdateUploadRequest,
  TUpload,
  TUploadDetail,
} from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { fetchPage, getJson, postJson } from '../../../shared/kit/kit-api';

const code = (p: string) => svcPath('product', `/softCode${p}`);
const upload = (p: string) => svcPath('product', `/softUpload${p}`);
const mnemonic = (p: string) => svcPath('product', `/mnemonic${p}`);
const checklist = (p: string) => svcPath('product', `/appChecklist${p}`);

/** POST /{svc}-product/softCode/page */
export const getSoftCodePage = (q: Record<string, unknown>) => fetchPage<TSoftCode>(code('/page'), q);
/** POST /{svc}-product/softCode/softwareList: codes with their newest released version */
export const getSoftwareList = (q: Record<string, unknown>) => fetchPage<TSoftCode>(code('/softwareList'), q);
export const getSoftCode = (id: number) => getJson<TSoftCode>(code(`/detail/${id}`));
export const getSoftCodeOptions = () => getJson<TSoftCodeOption[]>(code('/options'));
export const saveSoftCode = (b: TSaveSoftCodeRequest) => postJson<TSoftCode>(code('/save'), b);
export const updateSoftCode = (b: TUpdateSoftCodeRequest) => postJson<TSoftCode>(code('/update'), b);
export const deleteSoftCode = (b: TDeleteRequest) => postJson<null>(code('/delete'), b);

export const getUploadPage = (q: Record<string, unknown>) => fetchPage<TUpload>(upload('/page'), q);
export const getToolkitPage = (q: Record<string, unknown>) => fetchPage<TUpload>(upload('/toolkitPage'), q);
export const getUpload = (id: number) => getJson<TUploadDetail>(upload(`/detail/${id}`));
export const saveUpload = (b: TSaveUploadRequest) => postJson<TUploadDetail>(upload('/save'), b);
export const updateUpload = (b: TUpdateUploadRequest) => postJson<TUploadDetail>(upload('/update'), b);
export const deleteUpload = (b: TDeleteRequest) => postJson<null>(upload('/delete'), b);
export const changeRelease = (b: TReleaseRequest) => postJson<TUploadDetail>(upload('/release'), b);

export const getMnemonicPage = (q: Record<string, unknown>) => fetchPage<TMnemonic>(mnemonic('/page'), q);
export const getMnemonic = (id: number) => getJson<TMnemonic>(mnemonic(`/detail/${id}`));
export const saveMnemonic = (b: TSaveMnemonicRequest) => postJson<TMnemonic>(mnemonic('/save'), b);
export const updateMnemonic = (b: TUpdateMnemonicRequest) => postJson<TMnemonic>(mnemonic('/update'), b);
export const deleteMnemonic = (b: TDeleteRequest) => postJson<null>(mnemonic('/delete'), b);

export const getChecklistPage = (q: Record<string, unknown>) => fetchPage<TChecklistEntry>(checklist('/page'), q);
export const getChecklistEntry = (id: number) => getJson<TChecklistEntry>(checklist(`/detail/${id}`));
export const saveChecklist = (b: TSaveChecklistRequest) => postJson<TChecklistEntry>(checklist('/save'), b);
export const updateChecklist = (b: TUpdateChecklistRequest) => postJson<TChecklistEntry>(checklist('/update'), b);
export const deleteChecklist = (b: TDeleteRequest) => postJson<null>(checklist('/delete'), b);

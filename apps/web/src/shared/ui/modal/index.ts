import { confirm } from './confirm';
import { Modal as Dialog } from './modal';

export { type ConfirmConfig, ConfirmHost, confirm } from './confirm';
export type { ModalProps } from './modal';

/** The console's dialog under antd's name, with antd's `Modal.confirm` (decision 0012). */
export const Modal = Object.assign(Dialog, { confirm });

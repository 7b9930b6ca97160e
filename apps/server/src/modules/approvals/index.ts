// What other areas may use of approvals: the engine documents register with (decision 0030), its routes and menu.

export {
  type ApprovalDecider,
  type ApprovalDocType,
  type ApprovalDocumentHandler,
  type ApprovalOutcome,
  type ApprovalSummary,
  approvalsOf,
  documentChanged,
  registerApprovalDocument,
  type SubmitDocument,
  submitForApproval,
  withdrawApproval,
} from './approvals.engine';
export { APPROVALS_MENU } from './approvals.menu';
export { remindApprovers } from './approvals.remind';
export { approvalsRoutes } from './approvals.routes';
export { seedApprovals } from './approvals.seed';

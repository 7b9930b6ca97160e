// What other features may use of approvals: the panel a document's detail drawer shows, and its step for the head.
export { ApprovalPanel } from './components/approval-panel';
export { ApprovalStep } from './components/approval-step';

// What other features may use of approvals: the panel a document's detail drawer shows.
export { ApprovalPanel } from './components/approval-panel';

// TEMPORARY shim (helper "shipments"): the approvals feature's <ApprovalPanel docType docId />
// until it is committed; the drawer shows the plan's own approval summary meanwhile.
export function ApprovalPanel(_p: { docType: string; docId: number; onDecided?: () => void }) {
  return null;
}

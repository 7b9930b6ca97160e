import { TerminalList } from './terminal-list';

/** /terminal/repairApp/repairAppTerminal */
export default function RepairTerminalPage() {
  return <TerminalList app="repair" />;
}

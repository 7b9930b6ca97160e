import { TerminalList } from './terminal-list';

/** /terminal/newEnery/newEneryTerminal (the route keeps the spec's spelling) */
export default function NewEnergyTerminalPage() {
  return <TerminalList app="newEnergy" />;
}

import { TerminalList } from './terminal-list';

/** /terminal/remote/remoteTerminal */
export default function RemoteTerminalPage() {
  return <TerminalList app="remote" />;
}

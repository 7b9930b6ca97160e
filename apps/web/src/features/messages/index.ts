/** What other features may use from messages: the message settings panel (shown on the message centre's settings screen). */
export { MessageSettingsPanel } from './components/message-settings-panel';

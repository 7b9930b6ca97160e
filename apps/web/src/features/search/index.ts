// The console-wide search (issue 37, decision 0041): the top bar's button and its Ctrl+K / ⌘K dialog.
export { SearchButton } from './search-button';

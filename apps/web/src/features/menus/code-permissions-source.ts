/** The text of code-permissions.ts: the name of every permission a route or button of the code declares. */
export async function renderCodePermissions(): Promise<string> {
  const { ALL_PERMISSIONS } = await import('@diagops/contracts');
  const names = [...new Set(ALL_PERMISSIONS.map((p) => p.name))].sort();
  return `// Generated from ALL_PERMISSIONS by \`npm run routes -w apps/web\` (the build runs it; code-permissions.test.ts
// checks it): do not edit. The menu form reads the names alone, not every declaration they come from.
export const CODE_PERMISSION_NAMES: ReadonlySet<string> = new Set([
${names.map((n) => `  '${n}',\n`).join('')}]);
`;
}

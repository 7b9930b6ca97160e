import fs from 'node:fs';

let list: Set<string> | undefined;

/** The list ships beside this file (see its header); loaded once, on first use. */
function load(): Set<string> {
  if (!list) {
    const text = fs.readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
    list = new Set(
      text
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith('#')),
    );
  }
  return list;
}

/** True for one of the 3,000 most common passwords, compared without regard to case. */
export function isCommonPassword(pwd: string): boolean {
  return load().has(pwd.toLowerCase());
}

export function commonPasswordCount(): number {
  return load().size;
}

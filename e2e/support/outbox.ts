import fs from 'node:fs';
import path from 'node:path';
import { expect } from './journey';

/**
 * The 6-digit code of the newest SMS to a phone, read from the server's SMS outbox files
 * (DATA_DIR/outbox/sms); with `after`, waits until more than that many have been sent.
 */
export async function smsCode(dataDir: string, phone: string, after = 0): Promise<string> {
  const dir = path.join(dataDir, 'outbox', 'sms');
  let found: string | undefined;
  await expect
    .poll(() => {
      const files = fs.existsSync(dir)
        ? fs
            .readdirSync(dir)
            .filter((f) => f.endsWith(`-${phone}.json`))
            .sort()
        : [];
      found = files.length > after ? files.at(-1) : undefined;
      return Boolean(found);
    })
    .toBe(true);
  const text = JSON.parse(fs.readFileSync(path.join(dir, found!), 'utf8')).text as string;
  return /\b(\d{6})\b/.exec(text)![1]!;
}

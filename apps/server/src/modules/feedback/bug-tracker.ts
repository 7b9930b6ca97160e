import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import type { FeedbackRow } from './feedback.repository';

const TIMEOUT_MS = 10_000;

/**
 * Creates an issue in a Jira-compatible tracker: POST {BUG_TRACKER_URL}/rest/api/2/issue with
 * the bearer token; returns the issue's key. Not configured, unreachable or refused: 1014
 * with the reason (the caller's transaction then rolls back, the feedback stays as it was).
 */
export async function createTrackerIssue(ctx: AppContext, row: FeedbackRow): Promise<string> {
  const base = ctx.config.BUG_TRACKER_URL;
  if (!base) throw new AppError(1014, { reason: 'bug tracker not configured (BUG_TRACKER_URL)' });
  const body = {
    fields: {
      project: { key: ctx.config.BUG_TRACKER_PROJECT },
      issuetype: { name: 'Bug' },
      summary: `[${row.seqNo}] ${row.title}`.slice(0, 250),
      description: [
        row.content,
        '',
        `SN: ${row.sn ?? '-'}  VIN: ${row.vin ?? '-'}  App: ${row.appName ?? '-'}`,
        `Urgency: ${row.urgency ?? '-'}  Type: ${row.questionType ?? '-'}  Language: ${row.language}`,
      ].join('\n'),
      labels: row.tags.map((t) => t.replace(/\s+/g, '_')),
    },
  };
  let res: Response;
  try {
    res = await fetch(new URL('rest/api/2/issue', base.endsWith('/') ? base : `${base}/`), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(ctx.config.BUG_TRACKER_TOKEN ? { authorization: `Bearer ${ctx.config.BUG_TRACKER_TOKEN}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new AppError(1014, { reason: `bug tracker unreachable: ${(err as Error).message}`.slice(0, 300) });
  }
  const text = await res.text();
  if (!res.ok) throw new AppError(1014, { reason: `bug tracker answered ${res.status}: ${text.slice(0, 200)}` });
  let key: unknown;
  try {
    key = (JSON.parse(text) as { key?: unknown }).key;
  } catch {
    key = undefined;
  }
  if (typeof key !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(key)) throw new AppError(1014, { reason: 'bug tracker answered without an issue key' });
  return key;
}

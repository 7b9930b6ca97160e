// The embedded database's own thread (platform/db/pglite-thread.ts is the other side). Plain
// JavaScript so that Node, tsx and vitest all start it as it is. Every message is answered with
// the same id; messages are not awaited one after the other: PGlite's own locks order them as
// they would in one thread (a query outside a transaction waits for the open one to end).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const ROLLBACK = Symbol('rollback');
const identity = (value) => value;
/** Transactions open on this thread: id → PGlite's handle, how to end it and its outcome. */
const open = new Map();
let nextTx = 1;

const client = workerData.dataDir ? new PGlite(workerData.dataDir) : new PGlite(workerData.template ? { loadDataDir: workerData.template } : undefined);

/** A database error's fields (code, constraint, detail…) as plain values: what survives postMessage. */
function plainError(err) {
  const out = { message: String(err?.message ?? err), name: err?.name ?? 'Error' };
  for (const [k, v] of Object.entries(err ?? {})) if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) out[k] = v;
  return out;
}

const options = (m) => ({ rowMode: m.rowMode, parsers: m.rawTypes ? Object.fromEntries(m.rawTypes.map((t) => [t, identity])) : undefined });

function target(m) {
  if (m.tx === undefined) return client;
  const tx = open.get(m.tx);
  if (!tx) throw new Error(`transaction ${m.tx} is not open`);
  return tx.handle;
}

function begin(reply) {
  const id = nextTx++;
  let entered = false;
  // PGlite's transaction stays open until `end` settles the callback's promise (commit) or rejects it (roll back)
  const settled = client.transaction((handle) => {
    entered = true;
    return new Promise((commit, rollback) => {
      open.set(id, { handle, commit, rollback: () => rollback(ROLLBACK), settled });
      reply({ result: id });
    });
  });
  settled.then(
    () => open.delete(id),
    (err) => {
      open.delete(id);
      if (!entered) reply({ error: plainError(err) });
    },
  );
}

async function end(m) {
  const tx = open.get(m.tx);
  if (!tx) throw new Error(`transaction ${m.tx} is not open`);
  if (m.commit) tx.commit();
  else tx.rollback();
  try {
    await tx.settled;
  } catch (err) {
    if (err !== ROLLBACK) throw err;
  }
  return null;
}

async function handle(m) {
  switch (m.op) {
    case 'query':
      return target(m).query(m.text, m.params, options(m));
    case 'exec':
      return target(m).exec(m.text);
    case 'end':
      return end(m);
    case 'close':
      await client.close();
      return null;
    default:
      throw new Error(`unknown operation ${m.op}`);
  }
}

parentPort.on('message', (m) => {
  const reply = (body) => parentPort.postMessage({ id: m.id, ...body });
  if (m.op === 'begin') return begin(reply);
  handle(m).then(
    (result) => reply({ result }),
    (err) => reply({ error: plainError(err) }),
  );
});

client.waitReady.then(
  () => parentPort.postMessage({ id: 0, result: 'ready' }),
  (err) => parentPort.postMessage({ id: 0, error: plainError(err) }),
);

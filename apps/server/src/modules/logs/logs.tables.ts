import { type SQL, sql } from 'drizzle-orm';
import { bigserial, doublePrecision, index, integer, jsonb, type PgColumn, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** A prefix search on lower(column) (the kit's `startsWith`) served by a text_pattern_ops index. */
const prefix = (name: string, c: PgColumn | SQL) => index(name).using('btree', sql`lower(${c}) text_pattern_ops`);
const writtenAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** One row per gateway (secure-gateway unlock) query a device made, granted or refused (contracts logs/device-logs.ts). */
export const gatewayQueries = pgTable(
  'gateway_queries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sn: varchar('sn', { length: 64 }).notNull(),
    vin: varchar('vin', { length: 17 }),
    brand: varchar('brand', { length: 64 }),
    ecu: varchar('ecu', { length: 64 }),
    /** granted, refused */
    result: varchar('result', { length: 16 }).notNull(),
    code: integer('code'),
    terminalKey: varchar('terminal_key', { length: 128 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    durationMs: integer('duration_ms').notNull(),
    createdAt: writtenAt(),
  },
  (t) => [
    index('gateway_queries_created_idx').on(t.createdAt, t.id),
    prefix('gateway_queries_sn_prefix_idx', t.sn),
    prefix('gateway_queries_vin_prefix_idx', t.vin),
    prefix('gateway_queries_ip_prefix_idx', t.ip),
    index('gateway_queries_brand_idx').on(t.brand, t.createdAt),
    index('gateway_queries_result_idx').on(t.result, t.createdAt),
    index('gateway_queries_terminal_idx').on(t.terminalKey, t.createdAt),
  ],
);

/** One row per online (seed / key) algorithm run a device asked for. */
export const algorithmRuns = pgTable(
  'algorithm_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sn: varchar('sn', { length: 64 }).notNull(),
    algorithm: varchar('algorithm', { length: 64 }).notNull(),
    provider: varchar('provider', { length: 32 }),
    result: varchar('result', { length: 16 }).notNull(),
    code: integer('code'),
    inputHex: varchar('input_hex', { length: 128 }),
    outputHex: varchar('output_hex', { length: 256 }),
    terminalKey: varchar('terminal_key', { length: 128 }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: writtenAt(),
  },
  (t) => [
    index('algorithm_runs_created_idx').on(t.createdAt, t.id),
    prefix('algorithm_runs_sn_prefix_idx', t.sn),
    index('algorithm_runs_algorithm_idx').on(t.algorithm, t.createdAt),
    index('algorithm_runs_result_idx').on(t.result, t.createdAt),
    index('algorithm_runs_terminal_idx').on(t.terminalKey, t.createdAt),
    index('algorithm_runs_duration_idx').on(t.durationMs, t.id),
  ],
);

/** Devices (by SN or terminal) and addresses the device API refuses; removed entries stay, with the reason in their history. */
export const gatewayBlacklist = pgTable(
  'gateway_blacklist',
  {
    id: serial('id').primaryKey(),
    /** sn, terminal, ip */
    kind: varchar('kind', { length: 16 }).notNull(),
    value: varchar('value', { length: 128 }).notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    /** listed, removed */
    status: varchar('status', { length: 16 }).notNull(),
    /** how many device requests the entry refused (counted as it refuses them) */
    refusedCount: integer('refused_count').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one listed entry per device or address (an SN is matched whatever its case)
    uniqueIndex('gateway_blacklist_listed_uq').on(t.kind, sql`lower(${t.value})`).where(sql`${t.status} = 'listed'`),
    prefix('gateway_blacklist_value_prefix_idx', t.value),
    index('gateway_blacklist_kind_idx').on(t.kind, t.id),
    index('gateway_blacklist_status_idx').on(t.status, t.id),
    index('gateway_blacklist_created_idx').on(t.createdAt, t.id),
    index('gateway_blacklist_updated_idx').on(t.updatedAt, t.id),
  ],
);

/** OBFCM (on-board fuel consumption monitoring) readings a device took from a vehicle and reported. */
export const obfcmReports = pgTable(
  'obfcm_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    vin: varchar('vin', { length: 17 }).notNull(),
    sn: varchar('sn', { length: 64 }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
    fuelLifetimeL: doublePrecision('fuel_lifetime_l').notNull(),
    distanceLifetimeKm: doublePrecision('distance_lifetime_km').notNull(),
    /** litres per 100 km over the vehicle's life (null before it has driven) */
    avgLPer100Km: doublePrecision('avg_l_per_100km'),
    gridEnergyKwh: doublePrecision('grid_energy_kwh'),
    distanceChargeDepletingKm: doublePrecision('distance_charge_depleting_km'),
    terminalKey: varchar('terminal_key', { length: 128 }).notNull(),
    createdAt: writtenAt(),
  },
  (t) => [
    index('obfcm_reports_created_idx').on(t.createdAt, t.id),
    prefix('obfcm_reports_vin_prefix_idx', t.vin),
    prefix('obfcm_reports_sn_prefix_idx', t.sn),
    index('obfcm_reports_avg_idx').on(t.avgLPer100Km, t.id),
  ],
);

/** One row per question a customer asked the AI assistant (written through the area's front door). */
export const aiQueryLogs = pgTable(
  'ai_query_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    account: varchar('account', { length: 128 }),
    sn: varchar('sn', { length: 64 }),
    /** the scene asked in (null: refused before a preset was found) */
    scene: varchar('scene', { length: 64 }),
    model: varchar('model', { length: 64 }).notNull(),
    question: varchar('question', { length: 4000 }).notNull(),
    answer: varchar('answer', { length: 16000 }),
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    /** what the answer cost at the model's prices (null: no model answered) */
    cost: doublePrecision('cost'),
    latencyMs: integer('latency_ms').notNull(),
    /** answered, failed, refused */
    status: varchar('status', { length: 16 }).notNull(),
    createdAt: writtenAt(),
  },
  (t) => [
    index('ai_query_logs_created_idx').on(t.createdAt, t.id),
    prefix('ai_query_logs_account_prefix_idx', t.account),
    prefix('ai_query_logs_sn_prefix_idx', t.sn),
    index('ai_query_logs_model_idx').on(t.model, t.createdAt),
    index('ai_query_logs_status_idx').on(t.status, t.createdAt),
    index('ai_query_logs_latency_idx').on(t.latencyMs, t.id),
    index('ai_query_logs_scene_idx').on(t.scene, t.createdAt),
    index('ai_query_logs_cost_idx').on(t.cost, t.id),
  ],
);

/** A copy of data hidden from a customer's view, kept so that staff can answer for it (written through the front door). */
export const hiddenDataBackups = pgTable(
  'hidden_data_backups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 64 }).notNull(),
    ownerRef: varchar('owner_ref', { length: 128 }).notNull(),
    summary: varchar('summary', { length: 500 }),
    hiddenBy: varchar('hidden_by', { length: 128 }),
    sizeBytes: integer('size_bytes').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: writtenAt(),
  },
  (t) => [
    index('hidden_data_backups_created_idx').on(t.createdAt, t.id),
    index('hidden_data_backups_kind_idx').on(t.kind, t.createdAt),
    prefix('hidden_data_backups_owner_prefix_idx', t.ownerRef),
    prefix('hidden_data_backups_by_prefix_idx', t.hiddenBy),
  ],
);

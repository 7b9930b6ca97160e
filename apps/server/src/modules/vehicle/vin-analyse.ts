import {
  checkVin,
  ERROR_CATALOGUE,
  type ErrorCode,
  type Language,
  type TVinAnalysis,
  type VehicleItemKind,
  type VinCheck,
  type VinIssue,
} from '@diagops/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { findVehicleItemsByName } from './basic-data.service';
import { ruleNames } from './vin.service';
import { vinRules } from './vin.tables';
import { type CorgiResult, vinDecoder } from './vin-decoder';

type Rule = typeof vinRules.$inferSelect;
type Issue = { code: number; message: string; position?: number };

/** A check's issues with their catalogue text in the caller's language. */
export function issueTexts(issues: VinIssue[], lang: Language): Issue[] {
  return issues.map((i) => ({
    code: i.code,
    message: ERROR_CATALOGUE[i.code as ErrorCode]?.[lang] ?? String(i.code),
    ...(i.position ? { position: i.position } : {}),
  }));
}

/** The refusal of a VIN the checks call wrong: its first error's code, every error on the `vin` field. */
export function vinRefusal(check: VinCheck, lang: Language): AppError {
  return new AppError(check.errors[0]!.code as ErrorCode, { errors: issueTexts(check.errors, lang).map((e) => ({ field: 'vin', message: e.message })) });
}

/** How closely a rule fits a VIN (null: it does not): a longer VDS pattern, then a year range, wins. */
function fit(rule: Rule, vin: string, year: number | null): number | null {
  let score = 0;
  if (rule.vdsPattern) {
    for (let i = 0; i < 5; i++) {
      const p = rule.vdsPattern[i]!;
      if (p === '*') continue;
      if (p !== vin[3 + i]) return null;
      score += 10;
    }
  }
  if (rule.yearFrom !== null || rule.yearTo !== null) {
    if (year === null || (rule.yearFrom !== null && year < rule.yearFrom) || (rule.yearTo !== null && year > rule.yearTo)) return null;
    score += 5;
  }
  return score;
}

export function bestRule(rules: Rule[], vin: string, year: number | null): Rule | null {
  let best: Rule | null = null;
  let bestScore = -1;
  for (const r of rules) {
    const s = fit(r, vin, year);
    if (s !== null && (s > bestScore || (s === bestScore && best && r.id < best.id))) {
      best = r;
      bestScore = s;
    }
  }
  return best;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** What corgi decodes (outside North America and China a missing check digit is replaced first: corgi refuses a letter there). */
async function decode(ctx: AppContext, check: VinCheck) {
  let vin = check.vin;
  if (!check.strict && check.expectedCheckDigit && !/[0-9X]/.test(vin[8]!)) vin = vin.slice(0, 8) + check.expectedCheckDigit + vin.slice(9);
  let r: CorgiResult;
  try {
    r = await (await vinDecoder(ctx)).decode(vin);
  } catch (err) {
    r = { valid: false, components: {}, errors: [{ message: err instanceof Error ? err.message : String(err) }] };
  }
  const c = r.components ?? {};
  return {
    make: text(c.vehicle?.make) ?? text(c.wmi?.make),
    model: text(c.vehicle?.model),
    modelYear: c.vehicle?.year ?? c.modelYear?.year ?? null,
    vehicleType: text(c.wmi?.vehicleType),
    manufacturer: text(c.vehicle?.manufacturer) ?? text(c.wmi?.manufacturer),
    country: text(c.wmi?.country) ?? text(c.plant?.country),
    region: text(c.wmi?.region),
    bodyStyle: text(c.vehicle?.bodyStyle),
    fuelType: text(c.vehicle?.fuelType),
    messages: (r.errors ?? []).map((e) => e.message ?? '').filter(Boolean),
  };
}

/**
 * Analyses VINs for one caller: the checks, corgi's decode, our best rule and the comparison.
 * Rules of a WMI, names and name look-ups are kept for the analyser's life (a batch asks once).
 */
export class VinAnalyser {
  private rules = new Map<string, Rule[]>();
  private byName = new Map<string, Promise<number[]>>();
  private names = new Map<number, Promise<{ brandName: string | null; modelName: string | null; typeName: string | null }>>();
  constructor(
    private ctx: AppContext,
    private db: DbOrTx,
    private lang: Language,
  ) {}

  private async rulesOf(wmi: string): Promise<Rule[]> {
    let r = this.rules.get(wmi);
    if (!r) {
      r = await this.db
        .select()
        .from(vinRules)
        .where(and(eq(vinRules.wmi, wmi), eq(vinRules.delFlag, false)));
      this.rules.set(wmi, r);
    }
    return r;
  }

  private named(kind: VehicleItemKind, name: string | null): Promise<number[]> {
    if (!name) return Promise.resolve([]);
    const key = `${kind}:${name.toLowerCase()}`;
    let p = this.byName.get(key);
    if (!p) {
      p = findVehicleItemsByName(this.db, kind, name);
      this.byName.set(key, p);
    }
    return p;
  }

  private namesOf(rule: Rule) {
    let p = this.names.get(rule.id);
    if (!p) {
      p = ruleNames(this.db, [rule], this.lang).then((f) => f(rule));
      this.names.set(rule.id, p);
    }
    return p;
  }

  /** The checks only: a refused VIN throws its AppError (the caller's language). */
  check(vin: string): VinCheck {
    return checkVin(vin, { currentYear: new Date(this.ctx.clock.now()).getUTCFullYear() });
  }

  async analyse(vin: string): Promise<TVinAnalysis> {
    const check = this.check(vin);
    if (check.errors.length) throw vinRefusal(check, this.lang);
    return this.analyseChecked(check);
  }

  async analyseChecked(check: VinCheck): Promise<TVinAnalysis> {
    const [decoded, rules] = await Promise.all([decode(this.ctx, check), this.rulesOf(check.vin.slice(0, 3))]);
    const rule = bestRule(rules, check.vin, decoded.modelYear ?? check.modelYear);
    const names = rule ? await this.namesOf(rule) : null;
    const ours = rule
      ? {
          ruleId: rule.id,
          wmi: rule.wmi,
          vdsPattern: rule.vdsPattern,
          brandId: rule.brandId,
          modelId: rule.modelId,
          typeId: rule.typeId,
          yearFrom: rule.yearFrom,
          yearTo: rule.yearTo,
          ...names!,
        }
      : null;
    const same = async (kind: VehicleItemKind, name: string | null, id: number | null | undefined) =>
      name && id ? (await this.named(kind, name)).includes(id) : null;
    const range = rule && (rule.yearFrom !== null || rule.yearTo !== null) ? `${rule.yearFrom ?? ''}–${rule.yearTo ?? ''}` : null;
    const ourYear = range ?? (check.modelYear !== null ? String(check.modelYear) : null);
    const y = decoded.modelYear;
    const yearAgrees =
      y === null || ourYear === null
        ? null
        : range
          ? (rule!.yearFrom === null || y >= rule!.yearFrom) && (rule!.yearTo === null || y <= rule!.yearTo)
          : y === check.modelYear;
    const comparison = [
      { field: 'make' as const, decoded: decoded.make, ours: ours?.brandName ?? null, agree: await same('brand', decoded.make, ours?.brandId) },
      { field: 'model' as const, decoded: decoded.model, ours: ours?.modelName ?? null, agree: await same('model', decoded.model, ours?.modelId) },
      { field: 'modelYear' as const, decoded: y === null ? null : String(y), ours: ourYear, agree: yearAgrees },
      {
        field: 'vehicleType' as const,
        decoded: decoded.vehicleType,
        ours: ours?.typeName ?? null,
        agree: await same('type', decoded.vehicleType, ours?.typeId),
      },
    ];
    return {
      vin: check.vin,
      region: check.region,
      strict: check.strict,
      warnings: issueTexts(check.warnings, this.lang),
      expectedCheckDigit: check.expectedCheckDigit,
      modelYear: check.modelYear,
      decoded,
      ours,
      comparison,
      disagreements: comparison.filter((c) => c.agree === false).length,
    };
  }
}

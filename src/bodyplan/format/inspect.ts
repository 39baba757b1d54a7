import { EXTENSION_KEY_PATTERN } from './schema.ts';
import { tallyAny, type Tally } from './jsonWalk.ts';

/**
 * One pass over a JSON.parse result that gives the parser its member count and number check
 * and the schema verdict at the same time (the load fast path). The verdict equals
 * `bodyPlanSchema.safeParse(value).success` (property-tested in differential.slow.test.ts);
 * zod still produces the messages whenever the verdict is "invalid".
 */
export function inspectBodyPlan(value: unknown): Tally {
  const t: Tally = { members: 0, finite: true, valid: true };
  if (!isPlainObject(value)) {
    tallyAny(value, t);
    t.valid = false;
    return t;
  }
  let required = 0;
  // for-in, not Object.keys: no array per object (JSON.parse objects have only own keys).
  for (const key in value) {
    t.members++;
    const v = value[key];
    if (key === 'fixed_base') {
      required++;
      if (typeof v !== 'boolean') { t.valid = false; tallyAny(v, t); }
    } else if (key === 'joints') {
      required++;
      if (!Array.isArray(v) || v.length === 0) { t.valid = false; tallyAny(v, t); continue; }
      for (let j = 0; j < v.length; j++) if (!joint(v[j], t)) t.valid = false;
    } else {
      if (!EXTENSION_KEY_PATTERN.test(key)) t.valid = false;
      tallyAny(v, t);
    }
  }
  if (required !== 2) t.valid = false;
  return t;
}

export function isSchemaValidFast(value: unknown): boolean {
  return inspectBodyPlan(value).valid;
}

/** Same verdict as `jointSchema.safeParse(value).success`. */
export function isJointValidFast(value: unknown): boolean {
  return joint(value, { members: 0, finite: true, valid: true });
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A finite-number tuple of `length`; anything else is tallied as plain JSON. */
function tuple(v: unknown, length: number, t: Tally): boolean {
  if (!Array.isArray(v)) { tallyAny(v, t); return false; }
  let ok = v.length === length;
  for (let i = 0; i < v.length; i++) {
    const x: unknown = v[i];
    if (typeof x === 'number') {
      if (!Number.isFinite(x)) { t.finite = false; ok = false; }
    } else {
      ok = false;
      tallyAny(x, t);
    }
  }
  return ok;
}

function weight(v: unknown, t: Tally): boolean {
  if (typeof v === 'number' && Number.isFinite(v) && v >= 0) return true;
  tallyAny(v, t);
  return false;
}

function joint(j: unknown, t: Tally): boolean {
  if (!isPlainObject(j)) { tallyAny(j, t); return false; }
  let ok = true;
  let required = 0;
  for (const key in j) {
    t.members++;
    const v = j[key];
    switch (key) {
      case 'name':
        required++;
        if (typeof v !== 'string' || v.length === 0) { ok = false; tallyAny(v, t); }
        break;
      case 'parent':
        required++;
        if (v !== null && (typeof v !== 'string' || v.length === 0)) { ok = false; tallyAny(v, t); }
        break;
      case 'offset_pos':
        required++;
        if (!tuple(v, 3, t)) ok = false;
        break;
      case 'offset_quat':
        required++;
        if (!tuple(v, 4, t)) ok = false;
        break;
      case 'weight_scaler':
        if (!weight(v, t)) ok = false;
        break;
      case 'dofs':
        required++;
        if (!Array.isArray(v)) { ok = false; tallyAny(v, t); break; }
        for (let d = 0; d < v.length; d++) if (!dof(v[d], t)) ok = false;
        break;
      default:
        if (!EXTENSION_KEY_PATTERN.test(key)) ok = false;
        tallyAny(v, t);
    }
  }
  return ok && required === 5;
}

function dof(d: unknown, t: Tally): boolean {
  if (!isPlainObject(d)) { tallyAny(d, t); return false; }
  let ok = true;
  let required = 0;
  for (const key in d) {
    t.members++;
    const v = d[key];
    switch (key) {
      case 'name':
        if (typeof v !== 'string') { ok = false; tallyAny(v, t); }
        break;
      case 'type':
        required++;
        if (v !== 'hinge' && v !== 'slide') { ok = false; tallyAny(v, t); }
        break;
      case 'axis':
        required++;
        if (!tuple(v, 3, t)) ok = false;
        break;
      case 'neutral':
        required++;
        if (typeof v !== 'number' || !Number.isFinite(v)) { ok = false; tallyAny(v, t); }
        break;
      case 'weight_scaler':
        if (!weight(v, t)) ok = false;
        break;
      case 'limits':
        if (v !== null && !tuple(v, 2, t)) ok = false;
        break;
      default:
        if (!EXTENSION_KEY_PATTERN.test(key)) ok = false;
        tallyAny(v, t);
    }
  }
  return ok && required === 3;
}

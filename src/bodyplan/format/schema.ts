import { z } from 'zod';

/**
 * The body-plan format as zod schemas: the single source of truth for its types.
 * Written from the format's specification; public/bodyplan.schema.json states the same rules as a
 * JSON Schema (draft 2020-12) for editors. Unknown keys are rejected at
 * every level except `x-*` extension keys, which may hold any JSON and are kept untouched.
 */

export const EXTENSION_KEY_PATTERN = /^x-/;

const vec3Schema = z.tuple([z.number(), z.number(), z.number()]);
const quatSchema = z.tuple([z.number(), z.number(), z.number(), z.number()]);
const dofTypeSchema = z.enum(['hinge', 'slide']);
const limitsSchema = z.tuple([z.number(), z.number()]).nullable();

/**
 * An object schema whose only extra keys may be `x-*` (any JSON value, never walked).
 * The key check sees the raw input (an intersection with z.unknown()), so it also catches keys
 * such as `__proto__` that a parsed copy would lose, and it runs even when other fields fail.
 */
function withExtensions<Shape extends z.ZodRawShape>(shape: Shape) {
  const known = new Set(Object.keys(shape));
  const onlyKnownOrExtensionKeys = z.unknown().superRefine((input, ctx) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return;
    for (const key of Object.keys(input)) {
      if (!known.has(key) && !EXTENSION_KEY_PATTERN.test(key)) {
        ctx.addIssue({ code: 'custom', path: [key], message: `unknown key "${key}"`, params: { kind: 'unknown-key' } });
      }
    }
  });
  return z.intersection(z.object(shape).catchall(z.unknown()), onlyKnownOrExtensionKeys);
}

const dofSchema = withExtensions({
  name: z.string().optional(),
  type: dofTypeSchema,
  axis: vec3Schema,
  neutral: z.number(),
  weight_scaler: z.number().min(0).optional(),
  limits: limitsSchema.optional(),
});

export const jointSchema = withExtensions({
  name: z.string().min(1),
  parent: z.string().min(1).nullable(),
  offset_pos: vec3Schema,
  offset_quat: quatSchema,
  weight_scaler: z.number().min(0).optional(),
  dofs: z.array(dofSchema),
});

const bodyPlanShape = {
  fixed_base: z.boolean(),
  joints: z.array(jointSchema).min(1),
};
export const bodyPlanSchema = withExtensions(bodyPlanShape);

/**
 * The body plan's own rules with each joint left to `jointSchema`: validation runs zod only on
 * the joints that the fast check found invalid, not on the 100,000 that are fine.
 */
export const bodyPlanRootSchema = withExtensions({ ...bodyPlanShape, joints: z.array(z.unknown()).min(1) });

export type Vec3 = z.infer<typeof vec3Schema>;
export type Quat = z.infer<typeof quatSchema>;
export type DofType = z.infer<typeof dofTypeSchema>;
export type Dof = z.infer<typeof dofSchema>;
export type Joint = z.infer<typeof jointSchema>;
export type BodyPlan = z.infer<typeof bodyPlanSchema>;

/** Defaults that the format states for optional fields. */
export const DEFAULT_WEIGHT_SCALER = 1.0;

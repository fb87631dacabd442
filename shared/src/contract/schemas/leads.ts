import { z } from 'zod';
import { PACKAGE_OPTIONS, SERVICE_OPTIONS } from '../constants';
import { familyAFields } from '../leads/formTypes';
import { LEAD_MESSAGES as M } from '../leads/messages';
import { US_PHONE_PATTERN } from '../leads/phone';
import { PLAN_NAMES, PLAN_PACKAGES } from '../pricing/plans';
import { FORM_TYPES, type FormType } from '../types';
import { singleLine } from './singleLine';
import { cutTo, encodeLineBreaks, isSingleLine } from './text';

/** Builds each schema once per argument: zod compiles a schema on its first use, which per request costs more than the parse. */
function madeOnce<K, V>(make: (key: K) => V): (key: K) => V {
  const made = new Map<K, V>();
  return (key) => {
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key)!;
  };
}

/** The footer form's e-mail rule (requirements §5.3): letters, digits, dot, underscore or hyphen before the @, a 2-4 letter TLD. */
const FOOTER_EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/;

/** A single-line field the visitor types (one line, no tab); `text` is the multi-line one (the message). */
const line = (message: string, max: number) => singleLine(z.string({ error: message }).trim()).min(1, message).max(max, M.tooLong);
const text = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, M.tooLong);
const choice = (options: readonly string[], message: string) => z.string({ error: message }).refine((value) => options.includes(value), message);

const rules = {
  fullName: line(M.fullName, 100),
  firstName: line(M.firstName, 60),
  lastName: line(M.lastName, 60),
  email: singleLine(z.string({ error: M.email }).trim()).max(254, M.tooLong).pipe(z.email({ error: M.email })),
  footerEmail: singleLine(z.string({ error: M.emailRequired }).trim()).min(1, M.emailRequired).max(254, M.tooLong).regex(FOOTER_EMAIL_PATTERN, M.email),
  phone: singleLine(z.string({ error: M.phone }).trim()).regex(US_PHONE_PATTERN, M.phone),
  footerPhone: singleLine(z.string({ error: M.phoneRequired }).trim()).min(1, M.phoneRequired).regex(US_PHONE_PATTERN, M.phone),
  message: text(M.message, 5000),
  package: z.enum(PACKAGE_OPTIONS).optional(),
  /** The exact plan chosen on the pricing page (six plans, sold as the four packages). */
  plan: z.enum(PLAN_NAMES).optional(),
  optIn: z.literal(true, { error: M.optIn }),
  // Context the page adds, never typed by the visitor, so never a reason to lose a lead: a long page
  // address is cut to its first 2,048 characters, a customer id that cannot be one is left out. Both
  // are single-line all the same: a line break, tab or control character in the address is
  // percent-encoded, as a browser writes its own address; a customer id with one is left out.
  customerId: z.string().transform((id) => (id.length <= 64 && isSingleLine(id) ? id : undefined)).optional(),
  link: z.string().transform((link) => cutTo(2048)(encodeLineBreaks(link))).optional(),
  /** Honeypot: hidden from people, filled in by bots. Its presence flags the lead, it never rejects it; neither stored nor mailed, it may hold any text. */
  website: z.string().transform(cutTo(500)).optional(),
  /**
   * The solved proof-of-work challenge (docs/spam.md: ALTCHA's base64 payload). Like the
   * honeypot it never rejects a lead: a lead without a valid one is stored in the Spam folder.
   */
  altcha: z.string().max(4000).optional(),
};

/**
 * Who a visitor is, by family B's landing rules and messages, and what the page adds to every form
 * (its address, the visitor, the honeypot, the solved challenge): the consultation booking's fields.
 */
export const contactAndContextFields = {
  first_name: rules.firstName,
  last_name: rules.lastName,
  email: rules.email,
  phone: rules.phone,
  customerId: rules.customerId,
  link: rules.link,
  website: rules.website,
  altcha: rules.altcha,
};
/** The note a booking may carry: optional, at most a lead message's length. */
export const optionalMessageRule = z.string().trim().max(5000, M.tooLong).optional();

/** Family A (popup and hero forms) for one form type: exactly the fields that form shows. */
export const leadFormASchema = madeOnce(function leadFormASchema(formType: FormType) {
  const fields = familyAFields(formType);
  return z.strictObject({
    formType: z.literal(formType),
    full_name: rules.fullName,
    email: rules.email,
    phone: rules.phone,
    message: rules.message,
    ...(fields.budget ? { service: choice(fields.budget, M.budget) } : {}),
    ...(fields.fixedService ? { service: z.literal(fields.fixedService).default(fields.fixedService) } : {}),
    ...(fields.genres ? { genre: choice(fields.genres, M.genre) } : {}),
    ...(fields.manuscriptStatus ? { manuscript_status: choice(fields.manuscriptStatus, M.manuscriptStatus) } : {}),
    customerId: rules.customerId,
    link: rules.link,
    website: rules.website,
    altcha: rules.altcha,
  });
});

export type LeadFormBVariant = 'landing' | 'footer';

function familyBFields(variant: LeadFormBVariant) {
  return {
    first_name: rules.firstName,
    last_name: rules.lastName,
    email: variant === 'footer' ? rules.footerEmail : rules.email,
    phone: variant === 'footer' ? rules.footerPhone : rules.phone,
    message: rules.message,
    package: rules.package,
    plan: rules.plan,
    optIn: rules.optIn,
  };
}

/** Family B as the visitor fills it in: services is a list of choices. */
export const leadFormBValuesSchema = madeOnce(function leadFormBValuesSchema(variant: LeadFormBVariant) {
  return z.object({
    ...familyBFields(variant),
    services: z.array(z.enum(SERVICE_OPTIONS), { error: M.services }).min(1, M.services),
  });
});

/** Family B as it is sent (requirements §3.1): the services joined with commas as `service`, and the plan if one was chosen. */
export const leadFormBPayloadSchema = madeOnce(function leadFormBPayloadSchema(variant: LeadFormBVariant) {
  return z.strictObject({
    formFamily: z.literal('B'),
    variant: z.literal(variant),
    formType: z.enum(FORM_TYPES),
    ...familyBFields(variant),
    service: singleLine(z.string({ error: M.services }))
      .max(500, M.tooLong)
      .refine((joined) => {
        const picked = joined.split(',').map((service) => service.trim());
        return picked.length > 0 && picked.every((service) => (SERVICE_OPTIONS as readonly string[]).includes(service));
      }, M.services),
    customerId: rules.customerId,
    link: rules.link,
    website: rules.website,
    altcha: rules.altcha,
  }).refine((lead) => !lead.plan || !lead.package || PLAN_PACKAGES[lead.plan] === lead.package, { message: M.planPackage, path: ['plan'] });
});

/** Family A payload (requirements §3.1): full_name, email, phone, message, customerId, link and the per-type additions. */
export type LeadFormAPayload = z.input<ReturnType<typeof leadFormASchema>>;
export type LeadFormBValues = z.infer<ReturnType<typeof leadFormBValuesSchema>>;
/** Family B payload (requirements §3.1): the services joined with commas as `service`. */
export type LeadFormBPayload = z.input<ReturnType<typeof leadFormBPayloadSchema>>;
export type LeadPayload = LeadFormAPayload | LeadFormBPayload;

/** Picks the schema a submitted body must satisfy: family B by its marker, family A by its form type. */
export function leadPayloadSchemaFor(body: unknown) {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (record.formFamily === 'B') return leadFormBPayloadSchema(record.variant === 'footer' ? 'footer' : 'landing');
  const formType = (FORM_TYPES as readonly unknown[]).includes(record.formType) ? (record.formType as FormType) : 'General';
  return leadFormASchema(formType);
}


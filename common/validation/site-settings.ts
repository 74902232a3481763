// The admin's settings screen (no spec text: the sidebar links /admin/settings without showing it).
import * as v from 'valibot';
import { toLatinDigits } from '../digits';
import { SOCIAL_NETWORKS } from '../site-settings';
import { emailField, formObject, optionalText, requiredText } from './fields';
import { maxLengthMessage, messages } from './messages';

export const siteSettingsMessages = {
  nameRequired: 'نام انجمن الزامی است',
  shortNameRequired: 'نام کوتاه الزامی است',
  phoneRequired: 'شماره تلفن الزامی است',
  phoneFormat: 'شماره تلفن باید ۱۱ رقم و با ۰ شروع شود',
  addressRequired: 'نشانی الزامی است',
  socialUrl: 'نشانی باید با https:// شروع شود',
} as const;

/** A landline or mobile number as dialled: Persian digits, spaces and dashes allowed, 0 and ten more digits. */
const phoneField = v.pipe(
  requiredText(siteSettingsMessages.phoneRequired),
  v.transform((s) => toLatinDigits(s).replace(/[\s-]/g, '')),
  v.regex(/^0\d{10}$/, siteSettingsMessages.phoneFormat),
);

const socialField = v.pipe(
  optionalText(300),
  v.check((s) => s == null || /^https:\/\/[^\s/]+\.[^\s]+$/.test(s), siteSettingsMessages.socialUrl),
);

export const siteSettingsSchema = formObject({
  name: v.pipe(requiredText(siteSettingsMessages.nameRequired), v.maxLength(200, maxLengthMessage(200))),
  shortName: v.pipe(
    requiredText(siteSettingsMessages.shortNameRequired),
    v.maxLength(60, maxLengthMessage(60)),
  ),
  phone: phoneField,
  email: emailField(messages.emailRequired, messages.emailFormat),
  address: v.pipe(
    requiredText(siteSettingsMessages.addressRequired),
    v.maxLength(300, maxLengthMessage(300)),
  ),
  openingHours: optionalText(300),
  social: v.optional(
    formObject(
      Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, socialField])) as Record<
        (typeof SOCIAL_NETWORKS)[number],
        typeof socialField
      >,
    ),
    {},
  ),
  signupRequiresOtp: v.optional(v.boolean(messages.invalidValue)),
});
export type SiteSettingsInput = v.InferInput<typeof siteSettingsSchema>;

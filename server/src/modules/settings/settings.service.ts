import { DEFAULT_SITE_SETTINGS, type SiteSettingsValues, SOCIAL_NETWORKS } from '@common/site-settings';
import { siteSettingsSchema } from '@common/validation/site-settings';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';
import type { Viewer } from '../../graphql/viewer';
import type { AuditService } from '../audit/audit.service';
import { validated } from '../validated';
import type { SiteSettings } from './settings.types';

const KEY = 'site';
export const settingsMessages = { saved: 'تنظیمات سایت ذخیره شد' } as const;

type Stored = Partial<SiteSettingsValues & { signupRequiresOtp: boolean }>;

/**
 * The site's settings, one row in site_settings: what is stored over the defaults (common/site-settings, and
 * the environment's SIGNUP_REQUIRES_OTP). Read on each call, so every server process sees a save at once.
 * Secrets are never settings: they stay in the environment.
 */
export class SiteSettingsService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
    private readonly signupRequiresOtpDefault: boolean,
  ) {}

  async get(db: Db = this.db): Promise<SiteSettings> {
    const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, KEY));
    const stored = (row?.value ?? {}) as Stored;
    return {
      ...DEFAULT_SITE_SETTINGS,
      ...stored,
      social: { ...DEFAULT_SITE_SETTINGS.social, ...stored.social },
      signupRequiresOtp: stored.signupRequiresOtp ?? this.signupRequiresOtpDefault,
    };
  }

  /** Whether sign-up sends a code first (the auth service asks on each sign-up). */
  signupRequiresOtp = async (): Promise<boolean> => (await this.get()).signupRequiresOtp;

  async update(admin: Viewer, input: unknown): Promise<SiteSettings> {
    const value = validated(siteSettingsSchema, input);
    return this.db.transaction(async (tx) => {
      // The row is locked, so two admins saving at once leave one whole version, each audited against it.
      await tx.insert(siteSettings).values({ key: KEY, value: {} }).onConflictDoNothing();
      await tx.select().from(siteSettings).where(eq(siteSettings.key, KEY)).for('update');
      const before = await this.get(tx);
      const next: Stored = {
        ...value,
        openingHours: value.openingHours ?? null,
        social: Object.fromEntries(
          SOCIAL_NETWORKS.map((n) => [n, value.social[n] ?? null]),
        ) as Stored['social'],
        signupRequiresOtp: value.signupRequiresOtp ?? before.signupRequiresOtp,
      };
      await tx
        .update(siteSettings)
        .set({ value: next, updatedAt: new Date() })
        .where(eq(siteSettings.key, KEY));
      const after = await this.get(tx);
      await this.audit.record(tx, admin, {
        action: 'update',
        objectType: 'settings',
        objectId: KEY,
        before: { ...before },
        after: { ...after },
      });
      return after;
    });
  }
}

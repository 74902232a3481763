import { type Env, readInt } from './settings';

/** How much members may upload (see docs/decisions.md, 'Upload limits'). */
export interface UploadLimitSettings {
  /** Upload attempts per member (not an admin) in an hour; 429 beyond. */
  perHour: number;
  /** Upload attempts per admin in an hour (course videos come in batches). */
  adminPerHour: number;
  /** Bytes of stored files a member (not an admin) may own; 0 means no quota. */
  memberQuotaBytes: number;
  /** Hours an uploaded file may stay unreferenced by any row before housekeeping deletes it. */
  unreferencedGraceHours: number;
}

export interface UploadSettings {
  uploadLimits: UploadLimitSettings;
}

const MB = 1024 * 1024;

export function readUploadSettings(env: Env): UploadSettings {
  return {
    uploadLimits: {
      perHour: readInt(env, 'UPLOAD_LIMIT_PER_HOUR', 10, 1, 100_000),
      adminPerHour: readInt(env, 'UPLOAD_ADMIN_LIMIT_PER_HOUR', 100, 1, 100_000),
      memberQuotaBytes: readInt(env, 'UPLOAD_MEMBER_QUOTA_MB', 50, 0, 1_000_000) * MB,
      unreferencedGraceHours: readInt(env, 'UPLOAD_UNREFERENCED_GRACE_HOURS', 24, 1, 24 * 365),
    },
  };
}

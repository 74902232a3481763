import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors';
import type { Health } from './health.types';

export class HealthService {
  constructor(
    private readonly db: Db,
    private readonly driver: string,
    private readonly version: string,
  ) {}

  async check(): Promise<Health> {
    try {
      await this.db.execute(sql`select 1`);
    } catch {
      throw new DomainError('UNAVAILABLE', 'پایگاه داده در دسترس نیست');
    }
    return {
      status: 'UP',
      database: 'UP',
      databaseDriver: this.driver,
      version: this.version,
      time: new Date(),
    };
  }
}

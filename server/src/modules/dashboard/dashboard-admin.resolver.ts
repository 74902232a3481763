import { Authorized, Query, Resolver } from 'type-graphql';
import type { DashboardService } from './dashboard.service';
import { AdminDashboardStats } from './dashboard.types';

@Authorized('ADMIN')
@Resolver()
export class DashboardAdminResolver {
  constructor(private readonly dashboard: DashboardService) {}

  @Query(() => AdminDashboardStats, {
    description: 'Admin: the dashboard’s four figures with their monthly growth and the six-month chart.',
  })
  adminDashboardStats() {
    return this.dashboard.stats();
  }
}

import { Query, Resolver } from 'type-graphql';
import { Policy } from '../../graphql/policy';
import type { HealthService } from './health.service';
import { Health } from './health.types';

@Resolver(() => Health)
export class HealthResolver {
  constructor(private readonly healthService: HealthService) {}

  @Policy('public')
  @Query(() => Health, { description: 'Server and database health.' })
  health() {
    return this.healthService.check();
  }
}

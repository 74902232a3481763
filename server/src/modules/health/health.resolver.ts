import { Query, Resolver } from 'type-graphql';
import type { HealthService } from './health.service';
import { Health } from './health.types';

@Resolver(() => Health)
export class HealthResolver {
  constructor(private readonly healthService: HealthService) {}

  @Query(() => Health, { description: 'Server and database health.' })
  health() {
    return this.healthService.check();
  }
}

import { Query, Resolver } from 'type-graphql';
import type { LandingService } from './landing.service';
import { Landing } from './landing.types';

@Resolver(() => Landing)
export class LandingResolver {
  constructor(private readonly landing: LandingService) {}

  @Query(() => Landing)
  publicLanding() {
    return this.landing.getPublicLanding();
  }
}

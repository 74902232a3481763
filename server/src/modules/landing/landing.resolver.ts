import { Query, Resolver } from 'type-graphql';
import { Policy } from '../../graphql/policy';
import type { LandingService } from './landing.service';
import { Landing } from './landing.types';

@Resolver(() => Landing)
export class LandingResolver {
  constructor(private readonly landing: LandingService) {}

  @Policy('public')
  @Query(() => Landing, {
    description: 'Landing page texts by section (null fields fall back to built-in texts).',
  })
  publicLanding() {
    return this.landing.getPublicLanding();
  }
}

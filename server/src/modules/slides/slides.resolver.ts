import { Query, Resolver } from 'type-graphql';
import { Policy } from '../../graphql/policy';
import type { SlideService } from './slides.service';
import { Slide } from './slides.types';

@Resolver(() => Slide)
export class SlideResolver {
  constructor(private readonly slides: SlideService) {}

  @Policy('public')
  @Query(() => [Slide], { description: 'Published slides ordered by displayOrder.' })
  publicSlides() {
    return this.slides.listPublished();
  }
}

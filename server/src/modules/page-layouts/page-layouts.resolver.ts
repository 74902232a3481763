import { Arg, Int, Query, Resolver } from 'type-graphql';
import type { PageLayoutService } from './page-layouts.service';
import { PageLayout } from './page-layouts.types';

@Resolver(() => PageLayout)
export class PageLayoutResolver {
  constructor(private readonly layouts: PageLayoutService) {}

  @Query(() => PageLayout, { nullable: true, description: 'A published page layout.' })
  publicPageLayout(@Arg('id', () => Int) id: number) {
    return this.layouts.findPublished(id);
  }
}
